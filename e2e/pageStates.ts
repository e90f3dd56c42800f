import { globSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import { DIST } from '../scripts/paths.ts';
import type { Locale } from '../src/routes.ts';
import { localizePath } from '../src/routing/paths.ts';
import { hasIsland } from '../src/routing/screens.ts';
import { shellFile, shells } from '../src/shells.ts';
import { brandUrl, sampleToken } from './fixtures.ts';
import { keepAnswers, offerPath, openOffer } from './offerFlow.ts';
import type { Opening, PageState, Run, Tab } from './pageState.ts';

/** A declared state and the area whose file declares it. */
export interface AreaState extends PageState {
  area: string;
  /** `<area>: <name>`, as findings and failures name it. */
  id: string;
}

/**
 * Every area's states, read from `e2e/states/<area>.ts` when the specs load (Playwright has
 * no `import.meta.glob`), areas in name order, each area's states in their declared order.
 */
export const pageStates: readonly AreaState[] = (
  await Promise.all(
    globSync(join(import.meta.dirname, 'states', '*.ts'))
      .sort()
      .map(async (file) => {
        const area = basename(file, '.ts');
        const declared = (await import(pathToFileURL(file).href)) as { default: PageState[] };
        return declared.default.map((state) => ({ ...state, area, id: `${area}: ${state.name}` }));
      }),
  )
).flat();

/** A tab's memory of what its test reached: each `once` key made once. */
export function newTab(): Tab {
  const made = new Map<string, Promise<unknown>>();
  return {
    once<T>(key: string, make: () => Promise<T>) {
      if (!made.has(key)) made.set(key, make());
      return made.get(key) as Promise<T>;
    },
  };
}

/** The brand's site an opening is on. */
export const openingSlug = (run: Run, opening: Opening) => opening.slug ?? run.slug;

/**
 * Does in the tab what an opening needs before its address: opens the offer link (unless
 * the tab shows that offer's site and opened its link before: `opened` lists the paths it
 * opened), keeps the steps' answers, and whatever else it prepares.
 */
export async function prepareTab(page: Page, run: Run, opening: Opening, opened: Set<string>) {
  const slug = openingSlug(run, opening);
  if (opening.offer) {
    const visit = { slug, token: opening.offer.token, locale: run.locale };
    const onSite = page.url().startsWith(new URL(brandUrl(slug, '/')).origin);
    if (!onSite || !opened.has(offerPath(visit))) {
      await openOffer(page, visit);
      opened.add(offerPath(visit));
    }
    if (opening.offer.answers) await keepAnswers(page, visit.token, opening.offer.answers);
  }
  await opening.prepare?.(page);
}

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
