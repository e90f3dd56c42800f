import { expect, it } from 'vitest';
import { push } from './dataLayer.ts';

// Pages are rendered at build time, where there is no window to hold a data layer.
it('does nothing outside a browser', () => {
  expect(() =>
    push({
      event: 'virtualPageView',
      pageName: 'angebot',
      page_location: 'http://localhost:3000/angebot',
      language: 'de',
      loginStatus: 'no',
    }),
  ).not.toThrow();
  expect(Reflect.get(globalThis, 'dataLayer')).toBeUndefined();
});
