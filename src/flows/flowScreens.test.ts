import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from '../routes.ts';
import { flowScreens, hasFlow } from './flowScreens.ts';

const pages = join(import.meta.dirname, '../pages');

describe('flow screens', () => {
  it('each has its own page file that emits exactly that screen', () => {
    for (const screen of flowScreens) {
      const file = join(pages, `[...${screen}].astro`);
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(file, 'utf8')).toContain(`flowStaticPaths('${screen}', '${screen}')`);
    }
  });

  it('are screens of the route table', () => {
    const screens = new Set<string>(routes.map((r) => r.screen));
    for (const screen of flowScreens) expect(screens.has(screen), screen).toBe(true);
    expect(hasFlow('home')).toBe(false);
  });
});
