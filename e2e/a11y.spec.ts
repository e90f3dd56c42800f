import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { localizePath, routes, type Locale } from '../src/routes.ts';
import { brands, brandUrl, expect, sampleToken, test } from './fixtures.ts';

/** Something on the page still works towards its screen: an island not hydrated yet, a loading region. */
const UNSETTLED = 'astro-island[ssr], .ui-loading-region';

/**
 * Flow screens may move on by themselves (an unknown token leads to the error page, a
 * step without a cart back to the offer), and only once their data or guards answered.
 * Settled: every island hydrated, no screen still loading (a screen about to leave keeps
 * its loading state until the browser goes), and the address the same on two looks in a
 * row. A look during a navigation, when the page has no document to ask, counts as busy.
 */
async function settle(page: Page, path: string) {
  let previous: string | undefined;
  await expect
    .poll(
      async () => {
        const now = await page
          .evaluate((unsettled) => document.querySelector(unsettled) === null, UNSETTLED)
          .then((idle) => (idle ? page.url() : undefined))
          .catch(() => undefined);
        const stable = now !== undefined && now === previous;
        previous = now;
        return stable;
      },
      { message: `${path} settles`, intervals: [250], timeout: 20_000 },
    )
    .toBe(true);
}

/** Every shell of every brand in German; English and Turkish on the brands that offer them. */
const runs: { slug: string; locale: Locale }[] = brands.flatMap((b) => [
  { slug: b.slug, locale: 'de' as const },
  ...(['en', 'tr'] as const)
    .filter((l) => b.availableLanguages.includes(l))
    .map((locale) => ({ slug: b.slug, locale })),
]);

for (const { slug, locale } of runs) {
  test(`${slug} (${locale}): no serious or critical axe violation on any shell`, async ({
    page,
  }) => {
    // About 30 pages, each settled (flow screens through their redirects) and checked.
    test.setTimeout(180_000);
    const failures: string[] = [];
    for (const route of [...routes.map((r) => r.path), '/gibt-es-nicht']) {
      const path = localizePath(route.replace(':token', sampleToken), locale);
      await page.goto(brandUrl(slug, path));
      await settle(page, path);
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      for (const v of results.violations) {
        if (v.impact === 'serious' || v.impact === 'critical') {
          failures.push(
            `${path}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });
}
