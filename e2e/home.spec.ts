import { phoneLink } from '../src/ui/phoneLink.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { brands, brandUrl, expect, test } from './fixtures.ts';
import { edgeGet } from './edgeRequest.ts';
import { t } from './terminationFlow.ts';

test('every brand: the home page says what the site is for and leads to an offer, the termination and the hotline, without a script of its own', async () => {
  for (const brand of brands) {
    const { body } = await edgeGet(`${brand.slug}.localhost`, '/');
    expect(body, brand.slug).toContain('href="/angebot"');
    expect(body, brand.slug).toContain('href="/kuendigung"');
    expect(body, brand.slug).toContain(`href="${phoneLink(brand.hotline).href}"`);
    expect(body, brand.slug).not.toContain('<astro-island');
  }
});

test('the ways in work: the offer landing and the termination form', async ({ page }) => {
  await page.goto(brandUrl('aldi', '/'));
  await expectNoSeriousViolations(page, 'home');
  await page.getByRole('link', { name: new RegExp(t('de', 'home:ways.offer.title')) }).click();
  await expect(page).toHaveURL(/\/angebot$/);
  await page.goBack();
  await page
    .getByRole('link', { name: new RegExp(t('de', 'home:ways.termination.title')) })
    .click();
  await expect(page).toHaveURL(/\/kuendigung$/);
});
