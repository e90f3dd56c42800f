// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onConsent } from './consent.ts';

const ucEvent = (detail: unknown) => window.dispatchEvent(new CustomEvent('ucEvent', { detail }));
const siteConsent = (detail: unknown) =>
  window.dispatchEvent(new CustomEvent('consent:granted', { detail }));

describe('onConsent', () => {
  let stop = () => {};
  afterEach(() => stop());

  const listen = () => {
    const granted = vi.fn();
    stop = onConsent('tagManager', granted, window);
    return granted;
  };

  it('reports Usercentrics consent to the Google Tag Manager service', () => {
    const granted = listen();
    ucEvent({ event: 'consent_status', type: 'explicit', 'Google Tag Manager': true });
    expect(granted).toHaveBeenCalledOnce();
  });

  it.each([
    ['the service was denied', { event: 'consent_status', 'Google Tag Manager': false }],
    ['only other services were granted', { event: 'consent_status', Hotjar: true }],
    ['the event is not a consent status', { event: 'cmp_shown', 'Google Tag Manager': true }],
    ['the event has no detail', null],
  ])('waits when %s', (_case, detail) => {
    const granted = listen();
    ucEvent(detail);
    expect(granted).not.toHaveBeenCalled();
  });

  it('accepts the site-level consent event', () => {
    const granted = listen();
    siteConsent({ tagManager: false });
    expect(granted).not.toHaveBeenCalled();
    siteConsent({ tagManager: true });
    expect(granted).toHaveBeenCalledOnce();
  });

  it('reports consent per service: the tag manager’s grants no personalisation', () => {
    const granted = vi.fn();
    stop = onConsent('personalisation', granted, window);
    ucEvent({ event: 'consent_status', 'Google Tag Manager': true });
    siteConsent({ tagManager: true });
    expect(granted).not.toHaveBeenCalled();
    ucEvent({ event: 'consent_status', Kameleoon: true });
    expect(granted).toHaveBeenCalledOnce();
  });

  it('reports consent only once, however often it is confirmed', () => {
    const granted = listen();
    ucEvent({ event: 'consent_status', 'Google Tag Manager': true });
    ucEvent({ event: 'consent_status', 'Google Tag Manager': true });
    siteConsent({ tagManager: true });
    expect(granted).toHaveBeenCalledOnce();
  });
});
