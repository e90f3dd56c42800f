import { test as base, expect } from '@playwright/test';
import { engineNames, type Engine, type EngineName } from './driver/engine.ts';
import { startFirefox } from './driver/firefox.ts';
import { EnginePage } from './driver/page.ts';
import { startWebKit } from './driver/webkit.ts';
import { PROBLEMS_PATH, SCRIPTS_PATH, type Problem } from './site.ts';

export { expect };

const port = Number(process.env['PORT'] ?? 4321);
const starts: Record<EngineName, () => Promise<Engine>> = {
  firefox: startFirefox,
  webkit: startWebKit,
};

/** What the pages' test hook reported since the last look (and forgets it). */
export async function takeProblems(): Promise<Problem[]> {
  const answer = await fetch(`http://127.0.0.1:${port}${PROBLEMS_PATH}`);
  return (await answer.json()) as Problem[];
}

/** Makes every request for the site's scripts fail from now on, or be served again. */
export async function scripts(how: 'fail' | 'serve', count?: number): Promise<void> {
  const query = count === undefined ? '' : `?count=${count}`;
  await fetch(`http://127.0.0.1:${port}${SCRIPTS_PATH}/${how}${query}`, { method: 'POST' });
}

/**
 * `tab`: a tab of its own in the project's engine (one browser per run), at phone width,
 * used like Playwright's `page`. Every test: no page raised an uncaught error, an unhandled
 * rejection or a CSP violation.
 */
export const test = base.extend<{ tab: EnginePage }, { engine: Engine }>({
  engine: [
    // Playwright reads a fixture's dependencies from its first parameter: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, workerInfo) => {
      const name = workerInfo.project.name as EngineName;
      if (!engineNames.includes(name)) throw new Error(`No engine named ${name}`);
      const engine = await starts[name]();
      await provide(engine);
      await engine.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  tab: [
    async ({ engine }, provide) => {
      await takeProblems();
      const tab = new EnginePage(await engine.open(), engine.name);
      try {
        await provide(tab);
      } finally {
        await tab.close();
      }
      expect(await takeProblems(), 'uncaught errors and CSP violations').toEqual([]);
    },
    // Its own time, not the test's: a browser that hangs as it starts is asked for again
    // (up to three starts of 30 s in WebKit, driver/webkit.ts).
    { timeout: 110_000 },
  ],
});
