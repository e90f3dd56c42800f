import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { budgets, pageWeight } from '../scripts/pageWeight.ts';
import { DIST } from '../scripts/paths.ts';
import { shellFile, shells } from '../src/shells.ts';
import { brands, expect, test } from './fixtures.ts';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

for (const brand of brands) {
  test(`${brand.slug}: every page stays within its JS and CSS byte budgets (gzip)`, () => {
    const site = join(DIST, brand.slug);
    expect(existsSync(site), `dist/${brand.slug} is built`).toBe(true);
    const over: string[] = [];
    for (const shell of shells()) {
      const w = pageWeight(site, join(site, shellFile(shell.url)));
      const jsBudget = w.hasIslands ? budgets.jsWithIslands : budgets.jsWithoutIslands;
      if (w.js.gzip > jsBudget) over.push(`${shell.url}: JS ${kb(w.js.gzip)} > ${kb(jsBudget)}`);
      if (w.css.gzip > budgets.css)
        over.push(`${shell.url}: CSS ${kb(w.css.gzip)} > ${kb(budgets.css)}`);
    }
    expect(over).toEqual([]);
  });
}
