import { brandUrl, expect, test } from './fixtures.ts';
import { expectNoSeriousViolations } from './axe.ts';

/**
 * The offer preview (/angebot/preview/{token}) against the sandbox's seeded preview
 * (scenario offer-preview): no login, read-only, and a reset back to the start.
 */
const token = 'o2-offer-preview-0001';
const previewPath = `/angebot/preview/${token}`;

test.describe('offer preview (/angebot/preview/{token})', () => {
  test('shows the offer without login, marked as a preview with nothing to order', async ({
    page,
  }) => {
    await page.goto(brandUrl('o2', previewPath));
    await expect(page).toHaveTitle(/^Angebotsvorschau \|/);
    await expect(page.getByRole('heading', { level: 1, name: 'Angebotsvorschau' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Vorschau – hier kann nicht bestellt werden' }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { name: /^Ihr Angebot: .*iPhone 17 \+ O2 Mobile L$/ }),
    ).toBeVisible();
    await expect(page.getByText('O2 Mobile L').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: /Preis/ }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Weiter' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /bestellen/ })).toHaveCount(0);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /Vertragszusammenfassung herunterladen/ }).click();
    expect((await download).suggestedFilename()).toBe('Vertragszusammenfassung.pdf');
  });

  test('the reset puts the preview back to the start, by keyboard alone', async ({ page }) => {
    await page.goto(brandUrl('o2', previewPath));
    const reset = page.getByRole('button', { name: 'Vorschau zurücksetzen' });
    await expect(reset).toBeVisible();
    const resets: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(`/api/offer/${token}/preview/reset`))
        resets.push(request.method());
    });
    await reset.focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByText(
        'Die Vorschau wurde zurückgesetzt. Sie sehen das Angebot wieder im Ausgangszustand.',
      ),
    ).toBeVisible();
    await expect(page.getByText('Noch nicht begonnen')).toBeVisible();
    expect(resets).toEqual(['POST']);
    await expectNoSeriousViolations(page);
  });

  test('speaks English and Turkish where a brand offers them', async ({ page }) => {
    await page.goto(brandUrl('ortel', '/en/angebot/preview/ortel-offer-preview-0001'));
    await expect(page.getByRole('heading', { level: 1, name: 'Offer preview' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Preview – ordering is not possible here' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reset preview' })).toBeVisible();

    await page.goto(brandUrl('ayyildiz', '/tr/angebot/preview/ayyildiz-offer-preview-0001'));
    await expect(
      page.getByRole('heading', { name: 'Önizleme – burada sipariş verilemez' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Önizlemeyi sıfırla' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('an unknown preview leads to the offer error page', async ({ page }) => {
    await page.goto(brandUrl('o2', '/angebot/preview/o2-offer-preview-9999'));
    await expect(page).toHaveURL(/\/angebot\/fehler\?code=NotFound$/);
    await expect(page.getByRole('heading', { name: 'Angebot nicht gefunden' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Angebotscode eingeben' })).toBeVisible();
  });
});
