// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dataLayerEntries, lifecycleEvents, resetDataLayer } from '../../../analytics/testing.ts';
import { exampleSummary } from '../testing.ts';
import type { ConfirmedOrder } from './trackConfirmation.ts';

const order = (orderReference: string): ConfirmedOrder => ({ ...exampleSummary(), orderReference });
const hashOf = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const named = (event: string) => lifecycleEvents().filter((entry) => entry.event === event);

/** A page load of the confirmation: the module's memory starts empty, the browser's storage stays. */
async function pageLoad() {
  vi.resetModules();
  return (await import('./trackConfirmation.ts')).trackConfirmation;
}

/** The customer consents to the statistics (the site's own consent event). */
const consent = () =>
  window.dispatchEvent(new CustomEvent('consent:granted', { detail: { tagManager: true } }));

/** The tag manager started on this page: the customer had consented before. */
const consentedBefore = () => {
  const page = window as unknown as { dataLayer?: unknown[] };
  (page.dataLayer ??= []).push({ event: 'gtm.js' });
};

beforeEach(() => {
  resetDataLayer();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the confirmation’s tracking', () => {
  it('tracks the confirmation and the purchase under the hash of the reference, never the reference', async () => {
    await (
      await pageLoad()
    )(order('B-2030-HASH'), 'O2');
    expect(named('offer_confirmation')).toHaveLength(1);
    expect(named('purchase')).toMatchObject([
      {
        ecommerce: {
          purchase: {
            actionField: { id: hashOf('B-2030-HASH'), affiliation: 'O2', payment: 'sepa' },
          },
        },
      },
    ]);
    const kept = JSON.stringify([dataLayerEntries(), { ...localStorage }, { ...sessionStorage }]);
    expect(kept).not.toContain('B-2030-HASH');
  });

  it('tracks each order once: shown twice at once, after a reload, in a second tab', async () => {
    consentedBefore();
    const track = await pageLoad();
    await Promise.all([track(order('B-ONCE'), 'O2'), track(order('B-ONCE'), 'O2')]);
    await (
      await pageLoad()
    )(order('B-ONCE'), 'O2');
    // A second tab: its own sessionStorage, the browser's localStorage.
    sessionStorage.clear();
    await (
      await pageLoad()
    )(order('B-ONCE'), 'O2');
    expect(named('purchase')).toHaveLength(1);
    expect(named('offer_confirmation')).toHaveLength(1);

    await (
      await pageLoad()
    )(order('B-OTHER'), 'O2');
    expect(named('purchase')).toHaveLength(2);
  });

  it('records an order as tracked only once the customer consented to the statistics', async () => {
    await (
      await pageLoad()
    )(order('B-LATER'), 'O2');
    // Waiting in the data layer for a tag manager that may never come: nothing stored.
    expect(named('purchase')).toHaveLength(1);
    expect(localStorage.getItem('trackedOrders')).toBeNull();
    consent();
    expect(localStorage.getItem('trackedOrders')).toContain(hashOf('B-LATER'));
    await (
      await pageLoad()
    )(order('B-LATER'), 'O2');
    expect(named('purchase')).toHaveLength(1);
  });

  it('counts an order a tab tracked under the release before as tracked', async () => {
    sessionStorage.setItem(`analytics:confirmation:${hashOf('B-BEFORE')}`, '1');
    await (
      await pageLoad()
    )(order('B-BEFORE'), 'O2');
    expect(named('purchase')).toEqual([]);
  });

  it('tracks nothing without Web Crypto (outside a secure context), rather than the reference', async () => {
    vi.spyOn(crypto.subtle, 'digest').mockRejectedValue(new TypeError('no subtle'));
    await (
      await pageLoad()
    )(order('B-NO-CRYPTO'), 'O2');
    expect(named('purchase')).toEqual([]);
    expect(named('offer_confirmation')).toEqual([]);
    expect(JSON.stringify(dataLayerEntries())).not.toContain('B-NO-CRYPTO');
  });
});
