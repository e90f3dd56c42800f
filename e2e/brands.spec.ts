import { BRAND_COOKIE } from '../src/brand/resolve.ts';
import { allowPages, brands, brandUrl, expect, neutralOrigin, test } from './fixtures.ts';
import { brandPrimary } from './look.ts';
import { continueButton, offerName, openOffer, text, type OfferVisit } from './offerFlow.ts';

/**
 * Each brand looks like itself: on its home page, and on its offer page with its own offer
 * (the steps after it run the same code on every brand: the orders are in `orders.spec.ts`,
 * each step of each brand passes axe in `a11y.spec.ts`). How the edge picks the brand of a
 * request is checked without a browser in `built/edge.spec.ts`.
 */
test.describe('each brand looks like itself', () => {
  for (const brand of brands) {
    test(`${brand.slug}: title, favicon and theme @smoke`, async ({ page }) => {
      await page.goto(brandUrl(brand.slug, '/'));
      await expect(page).toHaveTitle(new RegExp(`\\| ${brand.nameForTitle}$`));
      await expect(page.locator('meta[name="brand"]')).toHaveAttribute('content', brand.slug);
      const logo = page.getByRole('banner').getByRole('img');
      await expect(logo).toHaveAccessibleName(new RegExp(brand.name));
      await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /.+/);
      // Its imprint and privacy notice, linked from every page (§ 5 DDG, Art. 13 GDPR).
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: 'Impressum' })).toHaveAttribute(
        'href',
        brand.legalPages.imprint,
      );
      await expect(footer.getByRole('link', { name: 'Datenschutz' })).toHaveAttribute(
        'href',
        brand.legalPages.privacy,
      );
    });

    test(`${brand.slug}: its offer page shows its offer, in its texts and colours`, async ({
      page,
    }) => {
      const visit: OfferVisit = { slug: brand.slug, token: `${brand.slug}-offer-happy-0001` };
      await openOffer(page, visit);
      await expect(page).toHaveTitle(
        `${text('de', 'offer:screens.offer.heading')} | ${brand.nameForTitle}`,
      );
      await expect(page.getByRole('heading', { name: await offerName(visit.token) })).toBeVisible();
      await expect(
        page.getByText(text('de', 'offerDetails:intro.initial'), { exact: true }),
      ).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText(brand.hotline);
      const button = await continueButton(page, visit).evaluate(
        (el) => getComputedStyle(el).backgroundColor,
      );
      expect(button).toBe(await brandPrimary(page));
    });
  }

  test('brands differ in favicon and theme colour', async ({ page }) => {
    allowPages(brands.length);
    const seen = new Map<string, string>();
    for (const brand of brands) {
      await page.goto(brandUrl(brand.slug, '/'));
      const favicon = await page.locator('link[rel="icon"]').getAttribute('href');
      const colour = await page
        .locator('.site-footer')
        .evaluate((el) => getComputedStyle(el).backgroundColor);
      const key = `${favicon}|${colour}`;
      expect(seen.has(key), `${brand.slug} looks like ${seen.get(key)}`).toBe(false);
      seen.set(key, brand.slug);
    }
  });
});

test('on a neutral host the brand query parameter picks the brand and is stored in a cookie', async ({
  page,
}) => {
  const other = brands[1]!;
  await page.goto(`${neutralOrigin}/?brand=${other.slug}`);
  await expect(page.locator('meta[name="brand"]')).toHaveAttribute('content', other.slug);
  const cookies = await page.context().cookies(neutralOrigin);
  expect(cookies.find((c) => c.name === BRAND_COOKIE)?.value).toBe(other.slug);
  // The stored value now picks the brand without the parameter.
  await page.goto(`${neutralOrigin}/angebot`);
  await expect(page.locator('meta[name="brand"]')).toHaveAttribute('content', other.slug);
});
