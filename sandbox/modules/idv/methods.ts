import type { IdvMethod, IdvMethodOption, ServiceHours } from '../../../src/api/contract/idv.ts';
import { brandFacts } from '../support/brandFacts.ts';
import { berlinIso, berlinWeekdayHour } from '../support/berlinTime.ts';

/**
 * Verification methods per brand, in display order:
 * - prepaid brands (aldi, nova, ortel, spice) sell SIM cards in shops without a contract
 *   check, so they offer every method: eID, video ident, PostIdent and photo ident;
 * - postpaid brands (o2, ayyildiz, aetka, the white label) need a legally stronger
 *   check for a credit contract and offer eID, video ident and PostIdent only.
 */
export function methodsOfBrand(brand: string): readonly IdvMethod[] {
  return brandFacts(brand).prepaid
    ? ['eid', 'videoIdent', 'postIdent', 'photoIdent']
    : ['eid', 'videoIdent', 'postIdent'];
}

/** Typical duration shown next to a method; PostIdent depends on the visit to a post office. */
const durationMinutes: Partial<Record<IdvMethod, number>> = {
  eid: 5,
  videoIdent: 10,
  photoIdent: 7,
};

/** Video ident agents work Monday to Saturday, 7:00 to 22:00 Berlin time. */
export const videoIdentHours: ServiceHours = {
  weekdays: [1, 2, 3, 4, 5, 6],
  from: '07:00',
  to: '22:00',
};

const hourOf = (time: string) => Number(time.slice(0, 2));

export function videoIdentOpen(now: Date): boolean {
  const { weekday, hour } = berlinWeekdayHour(now);
  const isoWeekday = weekday === 0 ? 7 : weekday;
  return (
    videoIdentHours.weekdays.includes(isoWeekday) &&
    hour >= hourOf(videoIdentHours.from) &&
    hour < hourOf(videoIdentHours.to)
  );
}

const HOUR_MS = 3_600_000;

/**
 * The next time video ident opens after `now` (Berlin wall hours and UTC hours share their
 * boundaries): the first full hour that is open after one that is not.
 */
export function nextVideoIdentOpening(now: Date): Date {
  let at = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS + HOUR_MS);
  // A week holds every opening; the bound only guards against hours that never open.
  for (let i = 0; i < 24 * 7; i++) {
    if (videoIdentOpen(at) && !videoIdentOpen(new Date(at.getTime() - HOUR_MS))) return at;
    at = new Date(at.getTime() + HOUR_MS);
  }
  return at;
}

export type UnavailableReason = NonNullable<IdvMethodOption['unavailableReason']>;

/** How a scenario pins methods, so that it does not depend on the clock. */
export interface PinnedMethods {
  unavailable?: Partial<Record<IdvMethod, UnavailableReason>> | undefined;
  open?: readonly IdvMethod[] | undefined;
}

/** The method list of a link at `now`, with the states a scenario pins. */
export function methodOptions(
  brand: string,
  now: Date,
  { unavailable = {}, open = [] }: PinnedMethods = {},
): IdvMethodOption[] {
  return methodsOfBrand(brand).map((method) => {
    const closed = method === 'videoIdent' && !open.includes(method) && !videoIdentOpen(now);
    const reason = unavailable[method] ?? (closed ? 'outsideServiceHours' : undefined);
    const minutes = durationMinutes[method];
    const video = method === 'videoIdent';
    return {
      method,
      available: reason === undefined,
      ...(reason ? { unavailableReason: reason } : {}),
      ...(video && reason === 'outsideServiceHours'
        ? { availableFrom: berlinIso(nextVideoIdentOpening(now)) }
        : {}),
      ...(video ? { serviceHours: videoIdentHours } : {}),
      ...(minutes ? { durationMinutes: minutes } : {}),
    };
  });
}
