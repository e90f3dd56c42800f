// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { pageView } from './screenView.ts';

const TOKEN = 'q3Z8vX1_bN0-kLm4Pw9yTg';
const globals = window as unknown as Record<string, unknown>;
const pushed = () => (globals['dataLayer'] ?? []) as Record<string, unknown>[];
/** A page view as the data layer gets it, for a customer who is not logged in. */
const entry = (event: string, pageName: string, language: string) => ({
  event,
  pageName,
  page_location: `${location.origin}/${pageName}`,
  language,
  loginStatus: 'no',
});

beforeEach(() => {
  Reflect.deleteProperty(window, 'dataLayer');
  window.history.replaceState(null, '', '/');
});

describe('pageView', () => {
  it('is a virtual page view with the token-free page name and language', () => {
    pageView(`/en/idv/${TOKEN}/erfolgreich?session=${TOKEN}`);
    expect(pushed()).toEqual([entry('virtualPageView', 'idv/erfolgreich', 'en')]);
  });

  it('is an init on the confirmation page after a payment-provider return', () => {
    pageView(`/angebot/${TOKEN}/danke`, { returnedFromPaymentProvider: true });
    pageView(`/angebot/${TOKEN}/danke`);
    pageView(`/angebot/${TOKEN}/zahlung`, { returnedFromPaymentProvider: true });
    expect(pushed().map((e) => [e['event'], e['pageName']])).toEqual([
      ['init', 'angebot/danke'],
      ['virtualPageView', 'angebot/danke'],
      ['virtualPageView', 'angebot/zahlung'],
    ]);
  });

  it('is an init where the visit starts: the first page view of the tab or a reload', () => {
    pageView(`/tr/angebot/${TOKEN}`, { firstPageView: true });
    pageView(`/angebot/${TOKEN}/login`, { firstPageView: false });
    expect(pushed()).toEqual([
      entry('init', 'angebot', 'tr'),
      entry('virtualPageView', 'angebot/login', 'de'),
    ]);
  });

  it('never sends an unknown path', () => {
    pageView(`/kunde/${TOKEN}`);
    expect(pushed()[0]).toMatchObject({ pageName: 'unknown' });
  });
});
