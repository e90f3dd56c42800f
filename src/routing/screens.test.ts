import { describe, expect, it } from 'vitest';
import { routes } from '../routes.ts';
import { screens, type UnsaidOrRepeated } from './screens.ts';

describe('what each screen shows', () => {
  it('is said on the first route of the screen, and on no other', () => {
    // tsc fails here, naming the screens whose routes say it on none of them or on two.
    const unsaid: [UnsaidOrRepeated] extends [never] ? 'none' : UnsaidOrRepeated = 'none';
    expect(unsaid).toBe('none');
    const screensInOrder = [...new Set(routes.map((route) => route.screen))];
    expect(Object.keys(screens)).toEqual(screensInOrder);
    for (const route of routes)
      expect('texts' in route || 'module' in route, route.id).toBe(
        routes.find((r) => r.screen === route.screen) === route,
      );
  });
});
