import { vendors } from '../src/analytics/vendors.ts';
import { brands, brandUrl, expect, test } from './fixtures.ts';

const withAll = brands.find((b) => b.tagManager && b.consentManagerId)!;
const without = brands.find((b) => !b.tagManager && !b.consentManagerId && !b.personalisationId)!;

test('the consent manager loads from brand config; the tag manager only after consent', async ({
  page,
}) => {
  await page.goto(brandUrl(withAll.slug, '/'));
  const consent = page.locator(`script[src="${vendors.consentManager.scriptUrl()}"]`);
  await expect(consent).toHaveAttribute('data-settings-id', withAll.consentManagerId!);
  const tagManager = page.locator('script[src*="googletagmanager.com/gtm.js"]');
  await expect(tagManager).toHaveCount(0);
  await page.evaluate(() =>
    window.dispatchEvent(new CustomEvent('consent:granted', { detail: { tagManager: true } })),
  );
  await expect(tagManager).toHaveCount(1);
  await expect(tagManager).toHaveAttribute(
    'src',
    new RegExp(`id=${withAll.tagManager!.id}&l=dataLayer`),
  );
  expect(
    await page.evaluate(() => Array.isArray((window as { dataLayer?: unknown }).dataLayer)),
  ).toBe(true);
});

test('a brand without ids loads no third-party script', async ({ page }) => {
  await page.goto(brandUrl(without.slug, '/kuendigung'));
  await page.evaluate(() =>
    window.dispatchEvent(new CustomEvent('consent:granted', { detail: { tagManager: true } })),
  );
  const external = await page.locator('script[src^="http"]').count();
  expect(external).toBe(0);
});
