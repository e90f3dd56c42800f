import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { ScreenId } from '../src/routes.ts';
import { hasIsland, screens } from '../src/routing/screens.ts';
import { screenPagesIntegration } from './screenPages.ts';

const dir = mkdtempSync(join(tmpdir(), 'screen-pages-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
writeFileSync(join(dir, 'removedScreen.astro'), '---\n---\n');

const injected: { pattern: string; entrypoint: string | URL }[] = [];
const setup = screenPagesIntegration().hooks['astro:config:setup'];
await setup?.({
  createCodegenDir: () => pathToFileURL(`${dir}/`),
  injectRoute: (route: { pattern: string; entrypoint: string | URL }) => injected.push(route),
  addWatchFile: () => undefined,
} as unknown as Parameters<NonNullable<typeof setup>>[0]);

const pageOf = (screen: ScreenId) => {
  const route = injected.find((r) => r.pattern === `/[...${screen}]`);
  return route && readFileSync(route.entrypoint, 'utf8');
};
const imports = (page: string) =>
  [...page.matchAll(/^import (?!type)[^'\n]*'([^']+)'/gm)].map(([, path = '']) => path);

describe('the screen pages', () => {
  it('are one injected page per screen of the route table, and only those', () => {
    expect(injected.map((r) => r.pattern).sort()).toEqual(
      Object.keys(screens)
        .map((screen) => `/[...${screen}]`)
        .sort(),
    );
    expect(readdirSync(dir).sort()).toEqual(
      Object.keys(screens)
        .map((s) => `${s}.astro`)
        .sort(),
    );
  });

  it.each(Object.keys(screens) as ScreenId[])(
    '%s: its page imports its own module and files that exist',
    (screen) => {
      const page = pageOf(screen) ?? '';
      const module = (screens[screen] as { module?: string }).module;
      const paths = imports(page).map((path) => resolve(dir, path));
      for (const path of paths) expect(existsSync(path), path).toBe(true);
      const flows = paths.filter((path) => dirname(path).includes('/src/flows/'));
      expect(flows.filter((path) => !path.endsWith('islandPages.ts'))).toEqual(
        module ? [resolve(import.meta.dirname, '../src/flows', module)] : [],
      );
    },
  );

  it('hydrate an island on load and render an Astro module with no script', () => {
    for (const screen of Object.keys(screens) as ScreenId[]) {
      const page = pageOf(screen) ?? '';
      expect(page.includes('client:load'), screen).toBe(hasIsland(screen));
      expect(page, screen).toContain(`StaticPaths('${screen}', '${screen}')`);
    }
  });
});
