import { useEffect, useRef } from 'react';
import { useText } from '../../i18n/react.tsx';
import { PhoneNumber } from '../../ui/PhoneNumber.tsx';

/** How long at least half of the teaser must be on screen to count as seen, in ms. */
export const TEASER_SEEN_MS = 1000;

export interface OfferTeaserProps {
  hotline: string;
  /** Once, when at least half of the teaser has been on screen for a second. */
  onViewed: () => void;
}

/**
 * The offer hotline, after the termination button and apart from the form: a quiet note
 * that never stands between a field and the button (§ 312k BGB; no steering away).
 */
export function OfferTeaser({ hotline, onViewed }: OfferTeaserProps) {
  const t = useText();
  const box = useRef<HTMLElement>(null);
  const viewed = useRef(onViewed);
  useEffect(() => {
    viewed.current = onViewed;
  });
  useEffect(() => {
    const element = box.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Scrolled past, or on screen only while the form was laid out: not seen.
    const observer = new IntersectionObserver(
      (entries) => {
        clearTimeout(timer);
        if (!entries.some((entry) => entry.isIntersecting)) return;
        timer = setTimeout(() => {
          observer.disconnect();
          viewed.current();
        }, TEASER_SEEN_MS);
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, []);
  return (
    <aside ref={box} className="termination-teaser" aria-labelledby="termination-teaser-heading">
      <h2 id="termination-teaser-heading" className="termination-teaser__heading">
        {t('termination:teaser.heading')}
      </h2>
      <p>
        {t('termination:teaser.text')}{' '}
        <PhoneNumber number={hotline} trackId="termination.offerHotline.call" />
      </p>
    </aside>
  );
}
