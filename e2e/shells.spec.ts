import { locales, localizePath, routes, type Route } from '../src/routes.ts';
import { brands, brandUrl, expect, sampleToken, test } from './fixtures.ts';
import { edgeGet } from './edgeRequest.ts';

const concrete = (route: Route) => route.path.replace(':token', sampleToken);

test.describe('every route shell of every brand and locale', () => {
  for (const brand of brands) {
    test(`${brand.slug}: all ${routes.length * locales.length} shells answer 200 with the layout @smoke`, async () => {
      for (const locale of locales) {
        for (const route of routes) {
          const path = localizePath(concrete(route), locale);
          const res = await edgeGet(`${brand.slug}.localhost`, path);
          expect(res.status, path).toBe(200);
          expect(res.body, path).toContain(`<html lang="${locale}"`);
          expect(res.body, path).toContain(`data-screen="${route.screen}"`);
          expect(res.body, path).toMatch(/<h1>[^<]+<\/h1>/);
          expect(res.body, path).toContain(
            `class="terminate-link" href="${localizePath('/kuendigung', locale)}"`,
          );
          expect(res.body, path).toContain(`| ${brand.nameForTitle}</title>`);
        }
      }
    });
  }
});

test('a token page renders header, heading, footer link and keeps the token in the address bar @smoke', async ({
  page,
}) => {
  const brand = brands[0]!;
  const url = `/idv/${sampleToken}/erfolgreich`;
  await page.goto(brandUrl(brand.slug, url));
  await expect(page).toHaveURL(new RegExp(`${url}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link').first()).toBeVisible();
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Verträge hier kündigen' }),
  ).toHaveAttribute('href', '/kuendigung');
});
