import { useEffect } from 'react';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';

/** The carousel's engine once it runs: embla's API. */
export type CarouselEngine = NonNullable<UseEmblaCarouselType[1]>;

export interface CarouselMotionProps {
  /** The carousel's viewport, already on screen with its first slide. */
  viewport: HTMLElement;
  onStart: (engine: CarouselEngine) => void;
}

/**
 * Embla on a carousel that is already on screen (src/ui/Carousel.tsx loads this after its
 * first paint): the hook's viewport ref is handed the element the carousel rendered, and
 * the hook destroys the engine when the carousel goes.
 */
export function CarouselMotion({ viewport, onStart }: CarouselMotionProps) {
  const [attach, engine] = useEmblaCarousel({ align: 'start' });
  useEffect(() => {
    attach(viewport);
  }, [attach, viewport]);
  useEffect(() => {
    if (engine) onStart(engine);
  }, [engine, onStart]);
  return null;
}
