import './carousel.css';
import {
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useText } from '../i18n/react.tsx';
import { afterNextPaint } from './afterNextPaint.ts';
import type { CarouselEngine } from './CarouselMotion.tsx';
import { Icon } from './Icon.tsx';
import { importWhenReachable } from './importWhenReachable.ts';
import { lazyPart } from './lazyPart.tsx';

// Embla (about 7 KB gzip) moves the slides; the first one shows without it. It loads once
// the carousel is on screen, so the offer's first view with its data does not wait for it.
const loadMotion = importWhenReachable(
  'lazy-files:src/ui/CarouselMotion.tsx',
  () => import('./CarouselMotion.tsx'),
);
const CarouselMotion = lazyPart(() => loadMotion().then((m) => m.CarouselMotion));

/** Where a press asks to go: a slide, or one step back or on. */
type Move = number | 'previous' | 'next';

/** Carries out `move` on the running engine; `jump` without the slide's animation. */
function carry(engine: CarouselEngine, move: Move, jump = false): void {
  if (move === 'previous') engine.scrollPrev(jump);
  else if (move === 'next') engine.scrollNext(jump);
  else engine.scrollTo(move, jump);
}

export interface CarouselProps {
  /** Names the carousel, e.g. "Ihre Angebote". */
  label: string;
  slides: readonly ReactNode[];
}

const isTextEntry = (target: EventTarget) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * One slide at a time (WAI-ARIA carousel pattern): labelled previous/next buttons, one
 * dot per slide, arrow keys anywhere inside. Slides out of view are inert, so Tab never
 * lands on hidden content and the live region reads the slide that comes into view.
 */
export function Carousel({ label, slides }: CarouselProps) {
  const t = useText();
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [embla, setEmbla] = useState<CarouselEngine>();
  const [moving, setMoving] = useState(false);
  // A press before embla runs: carried out once it does.
  const pending = useRef<Move>(undefined);
  const count = slides.length;

  useEffect(() => afterNextPaint(() => setMoving(true)), []);

  const start = useCallback((engine: CarouselEngine) => {
    if (pending.current !== undefined) carry(engine, pending.current, true);
    pending.current = undefined;
    setEmbla(engine);
  }, []);

  const go = (move: Move) => {
    if (embla) carry(embla, move);
    else pending.current = move;
  };

  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!embla) return () => {};
      embla.on('select', onChange).on('reInit', onChange);
      return () => {
        embla.off('select', onChange).off('reInit', onChange);
      };
    },
    [embla],
  );
  // Until embla starts (and in the built HTML) the first slide shows.
  const selected = useSyncExternalStore(
    subscribe,
    () => embla?.selectedScrollSnap() ?? 0,
    () => 0,
  );
  const canPrev = useSyncExternalStore(
    subscribe,
    () => embla?.canScrollPrev() ?? false,
    () => false,
  );
  const canNext = useSyncExternalStore(
    subscribe,
    () => embla?.canScrollNext() ?? count > 1,
    () => count > 1,
  );

  const onKeyDown = (event: KeyboardEvent) => {
    if (isTextEntry(event.target)) return;
    if (event.key === 'ArrowLeft') go('previous');
    else if (event.key === 'ArrowRight') go('next');
    else return;
    event.preventDefault();
  };

  return (
    <section
      className="ui-carousel"
      aria-roledescription={t('ui:carousel.roleDescription')}
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      <div className="ui-carousel__viewport" ref={setViewport}>
        <div className="ui-carousel__container" aria-live="polite">
          {slides.map((slide, i) => (
            <div
              // Slides have no identity but their position.
              key={i}
              className="ui-carousel__slide"
              role="group"
              aria-roledescription={t('ui:carousel.slide')}
              aria-label={t('ui:carousel.position', { index: i + 1, count })}
              aria-hidden={i !== selected || undefined}
              inert={i !== selected}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className="ui-carousel__controls">
        <Arrow
          icon="chevronLeft"
          label={t('ui:carousel.previous')}
          disabled={!canPrev}
          onClick={() => go('previous')}
        />
        <div className="ui-carousel__dots">
          {slides.map((_, i) => (
            <button
              key={i}
              type="button"
              className="ui-carousel__dot"
              aria-label={t('ui:carousel.goTo', { index: i + 1, count })}
              aria-current={i === selected || undefined}
              onClick={() => go(i)}
            />
          ))}
        </div>
        <Arrow
          icon="chevronRight"
          label={t('ui:carousel.next')}
          disabled={!canNext}
          onClick={() => go('next')}
        />
      </div>
      {moving && viewport && (
        <Suspense fallback={null}>
          <CarouselMotion viewport={viewport} onStart={start} />
        </Suspense>
      )}
    </section>
  );
}

interface ArrowProps {
  icon: 'chevronLeft' | 'chevronRight';
  label: string;
  /** At the first or last slide: still focusable and named, so the focus is not lost. */
  disabled: boolean;
  onClick: () => void;
}

function Arrow({ icon, label, disabled, onClick }: ArrowProps) {
  return (
    <button
      type="button"
      className="ui-carousel__arrow"
      aria-label={label}
      aria-disabled={disabled}
      onClick={onClick}
    >
      <Icon name={icon} />
    </button>
  );
}
