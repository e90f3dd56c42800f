import AxeBuilder from '@axe-core/playwright';
import { localizePath, routes, type Locale } from '../src/routes.ts';
import { brands, brandUrl, expect, sampleToken, test } from './fixtures.ts';
import { settle } from './settle.ts';

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
