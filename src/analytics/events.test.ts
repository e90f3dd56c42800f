// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { clickTrackingIds } from './clickTrackingIds.ts';
import { track } from './events.ts';
import { lifecycleEvents, resetDataLayer } from './testing.ts';
import type { TrackingNames } from './areas.ts';

beforeEach(resetDataLayer);

/** Every area's names, as the areas declare them (src/flows/<area>/trackingNames.ts). */
const areas = import.meta.glob<TrackingNames>('../flows/*/trackingNames.ts', { eager: true });
const eventNames = Object.values(areas).flatMap((names) => Object.values(names.eventNames));

it('pushes every lifecycle event with the same fields, so no value leaks into the next one', () => {
  track('offer_loaded', {
    offerKind: 'initial_offer',
    ecommerce: { currencyCode: 'EUR', products: [] },
  });
  track('offer_submit_failed', {
    errorCode: 'OfferBlocked',
    errorDescription: 'place order failed',
  });
  track('idv_success', { useCase: 'Standard', label: 'eid' });
  track('withdrawal_confirmed', {});
  const fields = lifecycleEvents().map((e) => Object.keys(e).sort());
  expect(new Set(fields.map(String)).size).toBe(1);
});

describe("the areas' tracking names", () => {
  it('are found in every area that declares them', () => {
    expect(eventNames).toEqual(expect.arrayContaining(['offer_loaded', 'withdrawal_confirmed']));
    expect(clickTrackingIds).toEqual(
      expect.arrayContaining([
        'entryNovum.start',
        'withdrawal.confirmation.download',
        'error.clear',
      ]),
    );
  });

  it('name each event once, in snake case, as the tag manager expects', () => {
    expect(new Set(eventNames).size).toBe(eventNames.length);
    for (const name of eventNames) expect(name).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });

  it('name each click once, as dotted words (`withdrawal.confirmation.download`)', () => {
    expect(new Set(clickTrackingIds).size).toBe(clickTrackingIds.length);
    for (const id of clickTrackingIds) expect(id).toMatch(/^[a-zA-Z]+(\.[a-zA-Z]+)+$/);
  });
});
