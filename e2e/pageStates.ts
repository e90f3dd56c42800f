import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST } from '../scripts/paths.ts';
import type { Locale } from '../src/routes.ts';
import { localizePath } from '../src/routing/paths.ts';
import { hasIsland } from '../src/routing/screens.ts';
import { shellFile, shells } from '../src/shells.ts';
import { sampleToken } from './fixtures.ts';

/**
 * The markup of a page's main region without its texts and links: two static pages with
 * the same signature differ only in words and can fail axe only in the same ways.
 */
function signature(html: string): string {
  const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
  return main
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/>[^<]+</g, '><')
    .replace(/\s(?:href|data-screen|id|aria-labelledby)="[^"]*"/g, '');
}

/**
 * One path per distinct static page of a brand in a locale: the pages without an island
 * (home, the identity-verification and termination shells, the 404 page), grouped by
 * what they render (`signature`), the first of each group. Token paths get a sample token.
 */
export function distinctStaticPages(slug: string, locale: Locale): string[] {
  const groups = new Map<string, string>();
  for (const shell of shells([locale])) {
    if (shell.kind === 'route' && hasIsland(shell.route.screen)) continue;
    const key = signature(readFileSync(join(DIST, slug, shellFile(shell.url)), 'utf8'));
    if (groups.has(key)) continue;
    const path =
      shell.kind === 'route'
        ? localizePath(shell.route.path.replace(':token', sampleToken), locale)
        : localizePath('/gibt-es-nicht', locale);
    groups.set(key, path);
  }
  return [...groups.values()];
}
