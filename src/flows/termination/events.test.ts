// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { lifecycleEvents as events, resetDataLayer, visit as at } from '../../analytics/testing.ts';
import { selfcareTerminationEvents, terminationEvents } from './events.ts';

beforeEach(resetDataLayer);

describe('termination events', () => {
  const choice = {
    serviceType: 'mobile',
    cancellationType: 'Regular',
    selectTerminationDate: true,
  } as const;

  it('labels the form events with the termination label', () => {
    at('/kuendigung');
    terminationEvents.pageLoaded();
    terminationEvents.teaserViewed();
    terminationEvents.modalViewed('comboDiscount');
    terminationEvents.modalClosed('comboDiscount');
    terminationEvents.cancelled(choice);
    terminationEvents.submitFailed(choice, 'TECHNICAL_PROBLEM');
    terminationEvents.submitted(choice);
    expect(events().map((e) => [e.event, e.pageName, e.label, e.errorCode])).toEqual([
      ['termination_page_loaded', 'kuendigung', null, null],
      ['termination_teaser_viewed', 'kuendigung', null, null],
      ['termination_modal_viewed', 'kuendigung', 'comboDiscount', null],
      ['termination_modal_closed', 'kuendigung', 'comboDiscount', null],
      ['termination_cancelled', 'kuendigung', 'mobile/Regular/later', null],
      [
        'termination_submit_failed',
        'kuendigung',
        'failure/mobile/Regular/later',
        'TECHNICAL_PROBLEM',
      ],
      ['termination_submitted', 'kuendigung', 'success/mobile/Regular/later', null],
    ]);
  });

  it('labels the self-care events the same way', () => {
    at('/selfcarekuendigung');
    const now = { ...choice, selectTerminationDate: false };
    selfcareTerminationEvents.submitClicked(now);
    selfcareTerminationEvents.modalDisplayed('requiredFields');
    selfcareTerminationEvents.modalClosed('requiredFields');
    selfcareTerminationEvents.failed(now);
    selfcareTerminationEvents.submitted(now);
    expect(events().map((e) => [e.event, e.pageName, e.label])).toEqual([
      ['selfcare_termination_submit_clicked', 'selfcarekuendigung', 'mobile/Regular/now'],
      ['selfcare_termination_modal_displayed', 'selfcarekuendigung', 'requiredFields'],
      ['selfcare_termination_modal_closed', 'selfcarekuendigung', 'requiredFields'],
      ['selfcare_termination_failed', 'selfcarekuendigung', 'failure/mobile/Regular/now'],
      ['selfcare_termination_submitted', 'selfcarekuendigung', 'success/mobile/Regular/now'],
    ]);
  });
});
