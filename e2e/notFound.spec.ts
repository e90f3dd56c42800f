import { brands, brandUrl, expect, sampleToken, test } from './fixtures.ts';
import { edgeGet } from './edgeRequest.ts';

const brand = brands[0]!;

test('an unknown path answers 404 with "Page not found" @smoke', async ({ page }) => {
  const response = await page.goto(brandUrl(brand.slug, '/gibt-es-nicht'));
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page not found', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Verträge hier kündigen' }),
  ).toBeVisible();
});

test('an unknown English path answers with the English 404 page', async ({ page }) => {
  const response = await page.goto(brandUrl(brand.slug, '/en/nothing-here'));
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a token that breaks the rule answers 404 "Page Not Found: {path}" @smoke', async ({
  page,
}) => {
  const path = '/angebot/kurz/login';
  const response = await page.goto(brandUrl(brand.slug, path));
  expect(response?.status()).toBe(404);
  await expect(page.getByText(`Page Not Found: ${path}`)).toBeVisible();
});

test('the invalid-token message is escaped, never markup', async () => {
  const res = await edgeGet(`${brand.slug}.localhost`, '/idv/%3Cimg%20src%3Dx%3E/erfolgreich');
  expect(res.status).toBe(404);
  expect(res.body).not.toContain('<img src=x>');
  expect(res.body).toContain('Page Not Found: /idv/');
});

test('static segments beat the token parameter', async () => {
  const fehler = await edgeGet(`${brand.slug}.localhost`, '/angebot/fehler');
  expect(fehler.status).toBe(200);
  expect(fehler.body).toContain('data-screen="offerError"');
  const preview = await edgeGet(`${brand.slug}.localhost`, `/angebot/preview/${sampleToken}`);
  expect(preview.body).toContain('data-screen="offerPreview"');
});

test('the shell placeholder itself is not reachable', async () => {
  const res = await edgeGet(`${brand.slug}.localhost`, '/angebot/_token_/login');
  expect(res.status).toBe(404);
});
