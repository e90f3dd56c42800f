// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { push, type LifecycleEvent, type PageViewEvent } from './dataLayer.ts';

const globals = window as unknown as Record<string, unknown>;
const dataLayer = () => globals['dataLayer'] as unknown[] | undefined;

const pageView: PageViewEvent = {
  event: 'virtualPageView',
  pageName: 'angebot',
  page_location: 'http://localhost:3000/angebot',
  language: 'de',
  loginStatus: 'no',
};

const loaded: LifecycleEvent = {
  event: 'offer_loaded',
  pageName: 'angebot',
  offerKind: 'initial_offer',
  alternativeOfferCode: 0,
  errorDescription: null,
  errorCode: null,
  label: null,
  ecommerce: { currencyCode: 'EUR', products: [] },
  useCase: null,
};

describe('push', () => {
  beforeEach(() => {
    Reflect.deleteProperty(window, 'dataLayer');
  });

  it('creates the data layer when the tag manager has not loaded yet', () => {
    push(pageView);
    expect(dataLayer()).toEqual([pageView]);
  });

  it('pushes through the existing array, whose push the tag manager replaces', () => {
    const seen: unknown[] = [];
    const layer: unknown[] = [{ event: 'gtm.js' }];
    layer.push = (...items: unknown[]) => seen.push(...items);
    globals['dataLayer'] = layer;
    push(pageView);
    expect(seen).toEqual([pageView]);
    expect(dataLayer()).toBe(layer);
  });

  it('clears the previous ecommerce data before an event that carries some', () => {
    push(loaded);
    push(pageView);
    expect(dataLayer()).toEqual([{ ecommerce: null }, loaded, pageView]);
  });

  it('pushes a plain copy: later changes and non-data values do not reach the tag manager', () => {
    const event = { ...pageView, pageName: 'angebot' };
    push(event);
    event.pageName = 'changed';
    const when = { ...pageView, at: new Date(Date.UTC(2030, 0, 1)), skip: undefined };
    push(when as PageViewEvent);
    expect(dataLayer()).toEqual([pageView, { ...pageView, at: '2030-01-01T00:00:00.000Z' }]);
  });

  it('never throws, even for data that cannot be serialised', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const circular: Record<string, unknown> = { ...pageView };
    circular['self'] = circular;
    expect(() => push(circular as unknown as PageViewEvent)).not.toThrow();
    expect(dataLayer() ?? []).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
  });
});
