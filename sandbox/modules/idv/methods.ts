import type { IdvMethod, IdvMethodOption } from '../../../src/api/contract/idv.ts';
import { brandFacts } from '../support/brandFacts.ts';
import { berlinWeekdayHour } from '../support/berlinTime.ts';

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
export function videoIdentOpen(now: Date): boolean {
  const { weekday, hour } = berlinWeekdayHour(now);
  return weekday !== 0 && hour >= 7 && hour < 22;
}

export type UnavailableReason = NonNullable<IdvMethodOption['unavailableReason']>;

/** The method list of a link at `now`; `unavailable` pins a method's state for a scenario. */
export function methodOptions(
  brand: string,
  now: Date,
  unavailable: Partial<Record<IdvMethod, UnavailableReason>> = {},
): IdvMethodOption[] {
  return methodsOfBrand(brand).map((method) => {
    const reason =
      unavailable[method] ??
      (method === 'videoIdent' && !videoIdentOpen(now) ? 'outsideServiceHours' : undefined);
    const minutes = durationMinutes[method];
    return {
      method,
      available: reason === undefined,
      ...(reason ? { unavailableReason: reason } : {}),
      ...(minutes ? { durationMinutes: minutes } : {}),
    };
  });
}
