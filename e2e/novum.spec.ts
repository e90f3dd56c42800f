import { brandUrl, expect, test } from './fixtures.ts';
import { expectNoSeriousViolations } from './axe.ts';

/**
 * The Novum entry page (/entry/novum?id=…) against the sandbox's seeded campaign link
 * (scenario novum-entry): it continues on the offer page with the Novum texts.
 */
const entryId = 'aldi-novum-entry-0001';
const novumOffer = 'aldi-offer-novum-0001';
const standardIntro = 'Hier sehen Sie alles zu Ihrem Angebot';
const novumIntro = 'Willkommen bei Ihrem Wechselangebot!';

test.describe('Novum entry (/entry/novum)', () => {
  test('the campaign link ends on its offer, in the Novum texts', async ({ page }) => {
    await page.goto(brandUrl('aldi', `/entry/novum?id=${entryId}`));
    await expect(page).toHaveURL(new RegExp(`/angebot/${novumOffer}$`));
    await expect(page.getByText(novumIntro)).toBeVisible();
    // Both variants are in the page's HTML; the use case stored before the page paints
    // picks the one shown, so the standard text never flashes first.
    await expect(page.getByText(standardIntro)).toBeHidden();
    // The entry page replaced itself: back leads to where the customer came from.
    expect(await page.evaluate(() => history.length)).toBe(2);
  });

  test('a Standard offer opened later speaks the standard texts again', async ({ page }) => {
    await page.goto(brandUrl('aldi', `/entry/novum?id=${entryId}`));
    await expect(page.getByText(novumIntro)).toBeVisible();
    await page.goto(brandUrl('aldi', '/angebot/aldi-offer-happy-0001'));
    await expect(page.getByText(standardIntro)).toBeVisible();
  });

  test('continues in English on the English page of a brand that offers it', async ({ page }) => {
    await page.goto(brandUrl('ortel', '/en/entry/novum?id=ortel-novum-entry-0002'));
    await expect(page).toHaveURL(/\/en\/angebot\/ortel-offer-novum-0001$/);
    await expect(page.getByText('Welcome to your switching offer!')).toBeVisible();
  });

  test('an unknown id is explained, with the way to the offer code', async ({ page }) => {
    await page.goto(brandUrl('aldi', '/entry/novum?id=aldi-novum-entry-9999'));
    await expect(
      page.getByRole('heading', { name: 'Zu diesem Link gibt es kein Angebot' }),
    ).toBeVisible();
    await expectNoSeriousViolations(page);
    const enterCode = page.getByRole('link', { name: 'Angebotscode eingeben' });
    await enterCode.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/angebot$/);
  });

  test('a link without an id is explained in Turkish too', async ({ page }) => {
    await page.goto(brandUrl('ayyildiz', '/tr/entry/novum'));
    await expect(page.getByRole('heading', { name: 'Bu bağlantı eksik' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Teklif kodunu girin' })).toHaveAttribute(
      'href',
      '/tr/angebot',
    );
    await expectNoSeriousViolations(page);
  });
});
