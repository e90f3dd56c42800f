import { describe, expect, it } from 'vitest';
import { routeById } from '../../routing/links.ts';
import {
  CHANGE_QUERY,
  guardRedirect,
  nextStep,
  previousStep,
  stepAfter,
  stepAfterOffer,
  stepsFor,
} from './steps.ts';

const none = { needsLogin: false, needsOtp: false, needsIdData: false, needsPayment: false };
const all = { needsLogin: true, needsOtp: false, needsIdData: true, needsPayment: true };

describe('offer steps', () => {
  it('follow the order of SPEC §4, leaving out what the offer does not need', () => {
    expect(stepsFor(all)).toEqual([
      'offer',
      'offerLogin',
      'offerPersonalData',
      'offerIdData',
      'offerPayment',
      'offerSummary',
      'offerConfirmation',
    ]);
    expect(stepsFor(none)).toEqual([
      'offer',
      'offerPersonalData',
      'offerSummary',
      'offerConfirmation',
    ]);
    expect(stepsFor({ ...none, needsOtp: true })).toContain('offerLogin');
  });

  it('know the next and the previous step', () => {
    expect(nextStep('offer', all)).toBe('offerLogin');
    expect(nextStep('offerPersonalData', none)).toBe('offerSummary');
    expect(nextStep('offerPersonalData', all)).toBe('offerIdData');
    expect(nextStep('offerSummary', all)).toBe('offerConfirmation');
    expect(previousStep('offerSummary', none)).toBe('offerPersonalData');
    expect(previousStep('offer', all)).toBeUndefined();
  });

  it('lead from the offer page past the login, which a protected offer asks first', () => {
    expect(stepAfterOffer(all)).toBe('offerPersonalData');
    expect(stepAfterOffer({ ...none, needsOtp: true })).toBe('offerPersonalData');
    expect(stepAfterOffer(none)).toBe('offerPersonalData');
  });
});

describe('route guards', () => {
  const facts = (hasCart: boolean, hasPersonalData: boolean) => ({ hasCart, hasPersonalData });
  const guards = (id: Parameters<typeof routeById>[0]) => routeById(id).guards;

  it('has-cart sends a step without a cart back to the offer page', () => {
    expect(guardRedirect('offerLogin', guards('offerLogin'), facts(false, false))).toBe('offer');
    expect(guardRedirect('offerPayment', guards('offerPayment'), facts(false, true))).toBe('offer');
    expect(guardRedirect('offerLogin', guards('offerLogin'), facts(true, false))).toBeUndefined();
  });

  it('check-offer-personal-data sends later steps to the personal data while it is missing', () => {
    expect(guardRedirect('offerIdData', guards('offerIdData'), facts(true, false))).toBe(
      'offerPersonalData',
    );
    expect(guardRedirect('offerSummary', guards('offerSummary'), facts(false, false))).toBe(
      'offerPersonalData',
    );
    expect(
      guardRedirect('offerSummary', guards('offerSummary'), facts(false, true)),
    ).toBeUndefined();
  });

  it('never sends the offer page or the personal data step to itself', () => {
    expect(guardRedirect('offer', guards('offer'), facts(false, false))).toBeUndefined();
    expect(
      guardRedirect('offerPersonalData', guards('offerPersonalData'), facts(true, false)),
    ).toBeUndefined();
  });
});

describe('stepAfter', () => {
  it('is the next step, or the summary when the step was opened from its change link', () => {
    expect(stepAfter('offerPersonalData', all, '')).toBe('offerIdData');
    expect(stepAfter('offerPersonalData', all, '?utm_source=letter')).toBe('offerIdData');
    expect(stepAfter('offerPersonalData', all, `?${CHANGE_QUERY}`)).toBe('offerSummary');
    expect(stepAfter('offerIdData', all, `?x=1&${CHANGE_QUERY}`)).toBe('offerSummary');
  });
});
