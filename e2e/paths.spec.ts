import { brands, brandUrl, expect, onCdn, sampleToken, test } from './fixtures.ts';

/**
 * Paths as a browser opens them: a token page and the 404 pages. What the edge answers
 * to each path, and the HTML of every shell, are checked without a browser (`built/`).
 */
const brand = brands[0]!;

test('a token page renders header, heading, footer link and keeps the token in the address bar @smoke', async ({
  page,
}) => {
  const url = `/idv/${sampleToken}/erfolgreich`;
  await page.goto(brandUrl(brand.slug, url));
  await expect(page).toHaveURL(new RegExp(`${url}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link').first()).toBeVisible();
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Verträge hier kündigen' }),
  ).toHaveAttribute('href', '/kuendigung');
});

test('an unknown path answers 404 with "Page not found" @smoke', async ({ page }) => {
  const response = await page.goto(brandUrl(brand.slug, '/gibt-es-nicht'));
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page not found', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
  // The English message is a labelled detail for the hotline, not a line under the heading.
  await expect(
    page.getByText('Technische Meldung für den Kundenservice: Page not found'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).locator('+ p')).toHaveText(
    /^Diese Seite gibt es nicht/,
  );
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Verträge hier kündigen' }),
  ).toBeVisible();
});

test('a token that breaks the rule answers 404 "Page Not Found: {path}" @smoke', async ({
  page,
}) => {
  const path = '/angebot/kurz/login';
  const response = await page.goto(brandUrl(brand.slug, path));
  // A CDN's `_redirects` cannot test the token rule: there the shell answers 200 and shows
  // the 404 itself. The edge and nginx answer 404.
  expect(response?.status()).toBe(onCdn ? 200 : 404);
  await expect(page.getByText(`Page Not Found: ${path}`)).toBeVisible();
});
