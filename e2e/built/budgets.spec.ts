import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { budgets, htmlWeight, pageWeight } from '../../scripts/pageWeight.ts';
import { DIST } from '../../scripts/paths.ts';
import { shellFile, shells } from '../../src/shells.ts';
import { brands } from '../fixtures.ts';

/**
 * The byte budgets of what every built page loads eagerly (gzip): its stylesheets, its
 * scripts and their static imports; and of what its HTML carries (raw, as the browser
 * parses it): the whole document, its islands' props and its inline stylesheets. No
 * browser: the built files are read. What a flow screen loads after the first paint, up to
 * its data, is measured in a browser (`e2e/jsBeforeData.spec.ts`).
 */
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

for (const brand of brands) {
  test(`${brand.slug}: every page stays within its eager JS and CSS and its HTML budgets`, () => {
    const site = join(DIST, brand.slug);
    expect(existsSync(site), `dist/${brand.slug} is built`).toBe(true);
    const over: string[] = [];
    for (const shell of shells(brand.availableLanguages)) {
      const w = pageWeight(site, join(site, shellFile(shell.url)));
      const jsBudget = w.hasIslands ? budgets.jsWithIslands : budgets.jsWithoutIslands;
      if (w.js.gzip > jsBudget) over.push(`${shell.url}: JS ${kb(w.js.gzip)} > ${kb(jsBudget)}`);
      if (w.css.gzip > budgets.css)
        over.push(`${shell.url}: CSS ${kb(w.css.gzip)} > ${kb(budgets.css)}`);
      const h = htmlWeight(join(site, shellFile(shell.url)));
      const htmlBudget = w.hasIslands ? budgets.flowPageHtml : budgets.pageHtml;
      if (h.html.raw > htmlBudget)
        over.push(`${shell.url}: HTML ${kb(h.html.raw)} > ${kb(htmlBudget)}`);
      if (h.islandProps > budgets.islandProps)
        over.push(`${shell.url}: island props ${kb(h.islandProps)} > ${kb(budgets.islandProps)}`);
      if (h.inlineCss > budgets.inlineCss)
        over.push(`${shell.url}: inline CSS ${kb(h.inlineCss)} > ${kb(budgets.inlineCss)}`);
    }
    expect(over).toEqual([]);
  });
}

test('a page without an island loads two scripts: its own and the shared file of every page', () => {
  // Every module of the page script belongs to the `page` group (scripts/chunks.ts); one
  // left out becomes a file of its own, and a request, on every page of every brand.
  const more: string[] = [];
  for (const brand of brands) {
    const site = join(DIST, brand.slug);
    for (const shell of shells(brand.availableLanguages)) {
      const w = pageWeight(site, join(site, shellFile(shell.url)));
      if (!w.hasIslands && w.jsFiles.length !== 2)
        more.push(`${brand.slug} ${shell.url}: ${w.jsFiles.join(', ')}`);
    }
  }
  expect(more).toEqual([]);
});
