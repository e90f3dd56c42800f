// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { takeFromAddress } from './addressSecrets.ts';
import { startAnalytics } from './loader.ts';

const grantTagManager = () =>
  window.dispatchEvent(
    new CustomEvent('ucEvent', { detail: { event: 'consent_status', 'Google Tag Manager': true } }),
  );

const grantPersonalisation = () =>
  window.dispatchEvent(
    new CustomEvent('ucEvent', { detail: { event: 'consent_status', Kameleoon: true } }),
  );

const scripts = () => [...document.querySelectorAll('script')];
const tagManagerScripts = () =>
  scripts().filter((s) => s.src.startsWith('https://www.googletagmanager.com/gtm.js'));
const dataLayer = () => (window as unknown as { dataLayer?: unknown[] }).dataLayer;

describe('startAnalytics', () => {
  let stop = () => {};
  beforeEach(() => {
    history.replaceState(null, '', '/');
    document.head.innerHTML = '';
    Reflect.deleteProperty(window, 'dataLayer');
  });
  afterEach(() => stop());

  it('loads nothing for a brand without ids, even on consent', () => {
    stop = startAnalytics({}, window);
    grantTagManager();
    expect(scripts()).toEqual([]);
    expect(dataLayer()).toBeUndefined();
  });

  it('loads the consent manager with the brand’s settings id', () => {
    stop = startAnalytics({ consentManagerId: 'aldi-consent-1' }, window);
    const [loader, ...others] = scripts();
    expect(others).toEqual([]);
    expect(loader?.src).toBe('https://web.cmp.usercentrics.eu/ui/loader.js');
    expect(loader?.dataset['settingsId']).toBe('aldi-consent-1');
    expect(loader?.async).toBe(true);
  });

  it('loads the tag manager only once the customer consented, and only once', () => {
    stop = startAnalytics(
      { consentManagerId: 'aldi-consent-1', tagManager: { name: 'gtm', id: 'GTM-ALDI001' } },
      window,
    );
    expect(tagManagerScripts()).toEqual([]);
    expect(dataLayer()).toBeUndefined();

    grantTagManager();
    grantTagManager();
    const [tagManager, ...more] = tagManagerScripts();
    expect(more).toEqual([]);
    expect(tagManager?.src).toBe(
      'https://www.googletagmanager.com/gtm.js?id=GTM-ALDI001&l=dataLayer',
    );
    expect(tagManager?.async).toBe(true);
    expect(dataLayer()).toEqual([
      expect.objectContaining({ event: 'gtm.js', 'gtm.start': expect.any(Number) }),
    ]);
  });

  it('sets a page location without token or query before the tag manager starts', () => {
    const token = 'Q2hlY2tUb2tlbjEyMzQ1Ng';
    history.replaceState(null, '', `/angebot/${token}/login?data=secret&code=123456&utm=mail7#x`);
    stop = startAnalytics({ tagManager: { name: 'gtm', id: 'GTM-O2' } }, window);
    grantTagManager();
    expect(dataLayer()).toBeUndefined();
    takeFromAddress(window, 'data');
    // The brand login's code is a secret on the login page too: still nothing.
    expect(dataLayer()).toBeUndefined();
    takeFromAddress(window, 'code');
    const start = dataLayer()?.[0] as Record<string, unknown>;
    expect(start['page_location']).toBe(`${location.origin}/angebot/login`);
    expect(start['page_referrer']).toBe('');
    expect(JSON.stringify(dataLayer())).not.toMatch(new RegExp(`${token}|secret|123456|mail7`));
  });

  it('loads nothing, the consent manager included, while the address holds a secret', () => {
    history.replaceState(null, '', '/selfcarekuendigung?data=sealed.link');
    stop = startAnalytics(
      { consentManagerId: 'o2-consent', tagManager: { name: 'gtm', id: 'GTM-O2' } },
      window,
    );
    grantTagManager();
    expect(scripts()).toEqual([]);
    takeFromAddress(window, 'data');
    expect(scripts().map((s) => s.src)).toEqual([
      'https://web.cmp.usercentrics.eu/ui/loader.js',
      'https://www.googletagmanager.com/gtm.js?id=GTM-O2&l=dataLayer',
    ]);
  });

  it('loads the personalisation script on termination pages only, after its own consent', () => {
    const personalisation = () => scripts().filter((s) => s.src.includes('kameleoon'));
    history.replaceState(null, '', '/angebot');
    stop = startAnalytics({ personalisationId: 'o2-perso' }, window);
    grantPersonalisation();
    expect(personalisation()).toEqual([]);
    stop();
    history.replaceState(null, '', '/kuendigung');
    stop = startAnalytics({ personalisationId: 'o2-perso' }, window);
    grantTagManager();
    expect(personalisation()).toEqual([]);
    grantPersonalisation();
    expect(personalisation().map((s) => s.src)).toEqual([
      'https://cdn.kameleoon.io/o2-perso/kameleoon.js',
    ]);
  });

  it('keeps events pushed to the data layer before consent', () => {
    const early = { event: 'virtualPageView', page: 'angebot' };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = [early];
    stop = startAnalytics({ tagManager: { name: 'gtm', id: 'GTM-O2' } }, window);
    grantTagManager();
    expect(dataLayer()?.[0]).toBe(early);
    expect(dataLayer()).toHaveLength(2);
  });
});
