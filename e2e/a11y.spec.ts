import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { localizePath, routes, type Locale } from '../src/routes.ts';
import { brands, brandUrl, expect, sampleToken, test } from './fixtures.ts';

/**
 * Flow screens may move on by themselves (an unknown token leads to the error page, a
 * step without a cart back to the offer): check the page the customer ends up on.
 */
async function settle(page: Page) {
  for (let i = 0; i < 4; i++) {
    const url = page.url();
    await page.waitForLoadState('networkidle');
    if (page.url() === url) return;
  }
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
    test.setTimeout(120_000);
    const failures: string[] = [];
    for (const route of [...routes.map((r) => r.path), '/gibt-es-nicht']) {
      const path = localizePath(route.replace(':token', sampleToken), locale);
      await page.goto(brandUrl(slug, path));
      await settle(page);
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
