import { routes, type Locale } from '../src/routes.ts';
import { localizePath } from '../src/routing/paths.ts';
import { allowPages, brands, brandUrl, expect, sampleToken, test } from './fixtures.ts';
import { overflowing, PHONE } from './look.ts';

/**
 * The look on a phone: at 320 CSS px (WCAG 1.4.10 reflow) no page of any brand scrolls
 * sideways and no button clips its label. Here every shell as its HTML comes; every
 * page state the areas declare (`e2e/states/`), with its data, is looked at in
 * `a11y.spec.ts` beside axe, in the same visit (`lookProblems`), where the screens' main
 * buttons are also checked to be filled shapes.
 */
const languagesOf = (brand: (typeof brands)[number]): Locale[] => [
  'de',
  ...brand.availableLanguages.filter((l): l is Locale => l !== 'de'),
];

for (const brand of brands) {
  for (const locale of languagesOf(brand)) {
    const paths = [...routes.map((r) => r.path), '/gibt-es-nicht'].map((route) =>
      localizePath(route.replace(':token', sampleToken), locale),
    );
    test(`${brand.slug} (${locale}): at 320 px no shell scrolls sideways or clips a button`, async ({
      browser,
    }) => {
      allowPages(paths.length);
      const problems: string[] = [];
      // No script, so no island moves on: header, heading, footer and whatever the build rendered.
      const shells = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
      try {
        const shell = await shells.newPage();
        for (const path of paths) {
          await shell.goto(brandUrl(brand.slug, path));
          problems.push(...(await overflowing(shell)).map((p) => `${path} (HTML): ${p}`));
        }
      } finally {
        await shells.close();
      }
      expect(problems).toEqual([]);
    });
  }
}
