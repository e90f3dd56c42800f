import type { Page } from '@playwright/test';
import { reviewDate, statement } from '../src/flows/accessibility/statement.ts';
import { phoneLink } from '../src/ui/phoneLink.ts';
import { locales, type Locale } from '../src/routes.ts';
import { localizePath } from '../src/routing/paths.ts';
import { brands, brandUrl, expect, followFooterLink, test } from './fixtures.ts';
import { germanWordsOn, t } from './terminationFlow.ts';

/**
 * The accessibility statement (BFSG § 14 and its annex): a page per brand in every language
 * it offers, linked in every footer, its facts from its data file and the date of its last
 * review from the build. axe, the phone look and German words on every brand and language
 * run in a11y.spec.ts with the other static pages.
 */

const PATH = '/barrierefreiheit';
const heading = (locale: Locale) => t(locale, 'accessibility:screens.accessibility.heading');

/**
 * The day the open page's site was built (its release manifest, fetched by the page), and
 * the day before, for a page rendered just before midnight.
 */
async function buildDays(page: Page, locale: Locale): Promise<string[]> {
  const { builtAt } = await page.evaluate(
    async () => (await (await fetch('/builds/latest.json')).json()) as { builtAt: string },
  );
  const built = new Date(builtAt);
  return [built, new Date(built.getTime() - 86_400_000)].map((day) => reviewDate(locale, day));
}

for (const brand of brands) {
  test(`${brand.slug}: the footer leads to the accessibility statement @smoke`, async ({
    page,
  }) => {
    await followFooterLink(page, brand.slug, t('de', 'accessibility:footerLink'));
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading('de'));
    await expect(page).toHaveTitle(`${heading('de')} | ${brand.nameForTitle}`);
  });

  const offered = locales.filter((l) => l === 'de' || brand.availableLanguages.includes(l));
  for (const locale of offered)
    test(`${brand.slug} (${locale}): the statement says how the site meets WCAG, where it falls short, whom to tell and the authority`, async ({
      page,
    }) => {
      await page.goto(brandUrl(brand.slug, localizePath(PATH, locale)));
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(heading(locale));
      for (const section of [
        'conformance',
        'tested',
        'limitations',
        'feedback',
        'authority',
        'review',
      ])
        await expect(
          main.getByRole('heading', {
            level: 2,
            name: t(locale, `accessibility:${section}.heading`),
          }),
        ).toBeVisible();

      const { standards, feedback, authority } = statement;
      await expect(main).toContainText(
        t(locale, `accessibility:conformance.${statement.conformance}`, standards),
      );
      await expect(main).toContainText(t(locale, 'accessibility:limitations.pdf'));
      await expect(main.getByRole('link', { name: feedback.email })).toHaveAttribute(
        'href',
        `mailto:${feedback.email}`,
      );
      const hotline = phoneLink(brand.hotline);
      await expect(main.getByRole('link', { name: hotline.display })).toHaveAttribute(
        'href',
        hotline.href,
      );
      const address = main.locator('address');
      await expect(address).toContainText(authority.name);
      for (const line of authority.address) await expect(address).toContainText(line);
      await expect(address.getByRole('link', { name: authority.email })).toHaveAttribute(
        'href',
        `mailto:${authority.email}`,
      );

      const days = await buildDays(page, locale);
      const review = main.getByText(
        t(locale, 'accessibility:review.text', { date: '__' }).split('__')[0]!,
      );
      await expect(review).toHaveText(
        new RegExp(
          days
            .map((date) =>
              t(locale, 'accessibility:review.text', { date }).replace(
                /[.*+?^${}()|[\]\\]/g,
                '\\$&',
              ),
            )
            .join('|'),
        ),
      );
      if (locale !== 'de') expect(await germanWordsOn(page)).toEqual([]);
    });
}
