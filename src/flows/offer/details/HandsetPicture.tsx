import { useState } from 'react';
import type { Hardware } from '../../../api/contract/offer.ts';

interface HandsetPictureProps {
  /** The offer's own picture; none draws the stand-in. */
  image: Hardware['images'][number] | undefined;
  alt: string;
  eager: boolean;
}

/**
 * The handset's picture from the API, or a drawn phone when the offer has none or it does
 * not load (an image server down, a picture removed): a broken-image icon reads as a broken
 * page, the outline keeps the layout and still says what the handset is.
 */
export function HandsetPicture({ image, alt, eager }: HandsetPictureProps) {
  const [failed, setFailed] = useState<string>();
  if (!image || failed === image.url) {
    return (
      <svg
        className="offer-details__image offer-details__image--drawn"
        role="img"
        aria-label={alt}
        viewBox="0 0 120 200"
        width="120"
        height="200"
      >
        <rect
          x="14"
          y="6"
          width="92"
          height="188"
          rx="14"
          fill="none"
          stroke="currentColor"
          strokeWidth="4"
        />
        <rect x="24" y="22" width="72" height="150" rx="4" fill="currentColor" opacity="0.12" />
        <circle cx="60" cy="183" r="4" fill="currentColor" />
      </svg>
    );
  }
  return (
    <img
      className="offer-details__image"
      src={image.url}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(image.url)}
    />
  );
}
