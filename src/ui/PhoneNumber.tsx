import { Data } from './Data.tsx';
import { phoneLink } from './phoneLink.ts';

/** A hotline as a link that dials it; the number is data, never translated. */
export function PhoneNumber({ number, trackId }: { number: string; trackId?: string }) {
  const { display, href } = phoneLink(number);
  return (
    <a href={href} data-track-id={trackId}>
      <Data>{display}</Data>
    </a>
  );
}
