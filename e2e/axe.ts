import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The WCAG levels every page is held to (BFSG / WCAG 2.2 AA). */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The serious and critical violations axe finds on the page as it stands, each with its nodes.
 * In one `axe.run` in the page ("legacy mode"): the default runs axe per frame and merges the
 * results in a blank page it opens for that, twice the time for the same findings on pages
 * without frames, as ours are.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).setLegacyMode().analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
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
  const results = await new AxeBuilder({ page }).withRules(landmarkRules).setLegacyMode().analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}
