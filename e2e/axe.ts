import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The WCAG levels every page is held to (BFSG / WCAG 2.2 AA). */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe on the page as it stands: no serious or critical violation, each named with its nodes. */
export async function expectNoSeriousViolations(page: Page, where = page.url()) {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `axe on ${where}`,
  ).toEqual([]);
}
