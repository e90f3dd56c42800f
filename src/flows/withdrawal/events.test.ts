// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { lifecycleEvents as events, resetDataLayer, visit as at } from '../../analytics/testing.ts';
import { withdrawalEvents } from './events.ts';

beforeEach(resetDataLayer);

describe('withdrawal events', () => {
  it('carry the offer kind of the order withdrawn, and the failure its code', () => {
    at('/widerruf');
    withdrawalEvents.pageLoaded(undefined);
    withdrawalEvents.failed('WithdrawalPeriodEnded', { offerType: 'offer_vvl' });
    withdrawalEvents.confirmed({ offerType: 'offer' });
    expect(events().map((e) => [e.event, e.pageName, e.offerKind, e.errorCode])).toEqual([
      ['withdrawal_page_loaded', 'widerruf', null, null],
      [
        'withdrawal_failed',
        'widerruf',
        'initial_offer_vertragsverlaengerung',
        'WithdrawalPeriodEnded',
      ],
      ['withdrawal_confirmed', 'widerruf', 'initial_offer', null],
    ]);
  });
});
