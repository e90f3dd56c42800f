import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { DIST } from '../../scripts/paths.ts';
import { localizePath } from '../../src/routing/paths.ts';
import { shellFile, shells } from '../../src/shells.ts';
import { brands } from '../fixtures.ts';

/** The accessibility statement is one link away from every page (BFSG): read from the build. */
for (const brand of brands) {
  test(`${brand.slug}: every page links to the accessibility statement in its footer`, () => {
    const missing = shells(brand.availableLanguages).filter((shell) => {
      const html = readFileSync(join(DIST, brand.slug, shellFile(shell.url)), 'utf8');
      const footer = /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';
      return !footer.includes(`href="${localizePath('/barrierefreiheit', shell.locale)}"`);
    });
    expect(missing.map((shell) => shell.url)).toEqual([]);
  });
}
