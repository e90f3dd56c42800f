import { describe, expect, it } from 'vitest';
import { routes } from '../routes.ts';
import { screens } from './screens.ts';

describe('what each screen shows', () => {
  // Its type is checked in screens.test-d.ts.
  it('is said on the first route of the screen, and on no other', () => {
    const screensInOrder = [...new Set(routes.map((route) => route.screen))];
    expect(Object.keys(screens)).toEqual(screensInOrder);
    for (const route of routes)
      expect('texts' in route || 'module' in route, route.id).toBe(
        routes.find((r) => r.screen === route.screen) === route,
      );
  });
});
