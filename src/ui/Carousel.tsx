import './carousel.css';
import { useCallback, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { useText } from '../i18n/react.tsx';
import { Icon } from './Icon.tsx';

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
  const [viewportRef, embla] = useEmblaCarousel({ align: 'start' });
  const count = slides.length;

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
    if (event.key === 'ArrowLeft') embla?.scrollPrev();
    else if (event.key === 'ArrowRight') embla?.scrollNext();
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
      <div className="ui-carousel__viewport" ref={viewportRef}>
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
          onClick={() => embla?.scrollPrev()}
        />
        <div className="ui-carousel__dots">
          {slides.map((_, i) => (
            <button
              key={i}
              type="button"
              className="ui-carousel__dot"
              aria-label={t('ui:carousel.goTo', { index: i + 1, count })}
              aria-current={i === selected || undefined}
              onClick={() => embla?.scrollTo(i)}
            />
          ))}
        </div>
        <Arrow
          icon="chevronRight"
          label={t('ui:carousel.next')}
          disabled={!canNext}
          onClick={() => embla?.scrollNext()}
        />
      </div>
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
