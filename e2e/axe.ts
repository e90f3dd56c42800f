import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { expect } from './fixtures.ts';

/** The WCAG levels every page is held to (BFSG / WCAG 2.2 AA). */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * What axe finds wrong on the page as it stands: axe-core run in the page itself, put there
 * once a document. `@axe-core/playwright` sent its 0.5 MB source into the page twice on
 * every check, and each check took about twice as long (Chromium, a form page: 400–900 ms
 * against 150–400). Our pages have no frames, which that library exists to reach.
 */
async function axeViolations(page: Page, options: RunOptions): Promise<AxeResults['violations']> {
  // Mid-fade, a dialog's colours are neither state's: axe checks once the transitions that
  // end have ended (a spinner's or a skeleton's pulse never does; a paused one would not,
  // so 5 s at most).
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 5000)),
    ]),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    async (options) =>
      (await (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, options))
        .violations,
    { ...options, resultTypes: ['violations'] } satisfies RunOptions,
  );
}

const described = (violations: AxeResults['violations']) =>
  violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

/** The serious and critical violations axe finds on the page as it stands, each with its nodes. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const violations = await axeViolations(page, { runOnly: { type: 'tag', values: wcagTags } });
  return described(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'));
}

/** axe on the page as it stands: no serious or critical violation. */
export async function expectNoSeriousViolations(page: Page, where = page.url()) {
  expect(await seriousViolations(page), `axe on ${where}`).toEqual([]);
}

/**
 * Landmark rules axe files under best practice, not under a WCAG level: with a dialog open
 * its parts must not add a second banner or an unnamed duplicate landmark to the page.
 */
const landmarkRules = [
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-no-duplicate-main',
  'landmark-unique',
  'landmark-banner-is-top-level',
];

/** Every landmark violation axe finds on the page as it stands, whatever its impact. */
export async function landmarkViolations(page: Page): Promise<string[]> {
  return described(await axeViolations(page, { runOnly: { type: 'rule', values: landmarkRules } }));
}
