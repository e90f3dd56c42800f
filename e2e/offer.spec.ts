import AxeBuilder from '@axe-core/playwright';
import { brands, brandUrl, expect, test } from './fixtures.ts';

/** The offer flow, against the sandbox's seeded scenarios (`/__sandbox/scenarios`). */
test.describe('offer landing (/angebot)', () => {
  // Needs no seeded data, so it also runs as a smoke test against a deployed brand.
  test('an unknown code gets a message at the field and stays typed @smoke', async ({ page }) => {
    await page.goto(brandUrl(brands[0]!.slug, '/angebot'));
    const field = page.getByRole('textbox', { name: /Angebotscode/ });
    await field.fill('gibtEsNichtAbc1234567');
    await page.keyboard.press('Enter');
    await expect(
      page.getByText('Zu diesem Code haben wir kein Angebot gefunden.', { exact: false }),
    ).toBeVisible();
    await expect(field).toHaveValue('gibtEsNichtAbc1234567');
    await expect(field).toBeFocused();
  });

  test('a code from the letter opens that offer, by keyboard alone', async ({ page }) => {
    await page.goto(brandUrl('aldi', '/angebot'));
    const field = page.getByRole('textbox', { name: /Angebotscode/ });
    await field.focus();
    await page.keyboard.type('aldi-offer-happy-0001');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/angebot\/aldi-offer-happy-0001$/);
  });

  test('the landing page passes axe in English too', async ({ page }) => {
    await page.goto(brandUrl('ortel', '/en/angebot'));
    await expect(page.getByRole('textbox', { name: /Offer code/ })).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(
      results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
    ).toEqual([]);
  });
});

test.describe('offer error page', () => {
  test('an expired offer is explained, with what the customer can do', async ({ page }) => {
    await page.goto(
      brandUrl('ortel', '/angebot/ortel-error-offer-expired/fehler?code=OfferExpired'),
    );
    await expect(page.getByRole('heading', { name: 'Angebot abgelaufen' })).toBeVisible();
    const next = page.getByRole('region', { name: 'So geht es weiter' });
    await expect(next.getByRole('link').first()).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(
      results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
    ).toEqual([]);
  });

  test('an unknown code falls back to the unexpected-error explanation', async ({ page }) => {
    await page.goto(brandUrl('aldi', '/angebot/fehler?code=Quatsch'));
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Startseite/ }).last()).toBeVisible();
  });
});

test.describe('offer page (/angebot/{token})', () => {
  test('shows the offer with prices and documents, and downloads the contract summary', async ({
    page,
  }) => {
    await page.goto(brandUrl('aldi', '/angebot/aldi-offer-happy-0001'));
    await expect(
      page.getByText('Hier finden Sie alle Details zu Ihrem Angebot.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByText(/\d+,\d{2}\s€/).first()).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Bitte laden Sie Ihre Vertragszusammenfassung herunter' }),
    ).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /Vertragszusammenfassung.*herunterladen/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(
      results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
    ).toEqual([]);
  });

  test('texts follow the offer kind: a contract extension says so', async ({ page }) => {
    await page.goto(brandUrl('o2', '/angebot/o2-offer-vvl-0001'));
    await expect(
      page.getByText('Verlängern Sie Ihren bestehenden Vertrag', { exact: false }),
    ).toBeVisible();
  });

  test('the next step is the personal data', async ({ page }) => {
    await page.goto(brandUrl('aldi', '/angebot/aldi-offer-happy-0001'));
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(page).toHaveURL(/\/angebot\/aldi-offer-happy-0001\/meine-daten$/);
  });

  test('an offer behind the brand login or a one-time code sends the customer to log in first', async ({
    page,
  }) => {
    await page.goto(brandUrl('o2', '/angebot/o2-offer-login-0001'));
    await expect(page).toHaveURL(/\/angebot\/o2-offer-login-0001\/login$/);
    await page.goto(brandUrl('o2', '/angebot/o2-offer-otp-0001'));
    await expect(page).toHaveURL(/\/angebot\/o2-offer-otp-0001\/login$/);
  });

  test('an expired offer leads to its error page with the explanation', async ({ page }) => {
    await page.goto(brandUrl('ortel', '/angebot/ortel-error-offer-expired'));
    await expect(page).toHaveURL(
      /\/angebot\/ortel-error-offer-expired\/fehler\?code=OfferExpired$/,
    );
    await expect(page.getByRole('heading', { name: 'Angebot abgelaufen' })).toBeVisible();
    const events = await page.evaluate(
      () => (window as { dataLayer?: { event?: string }[] }).dataLayer ?? [],
    );
    expect(events.map((e) => e.event)).toContain('offer_error_page');
  });

  test('a dead network keeps the page usable: a clear message and a retry that works', async ({
    page,
  }) => {
    let fail = true;
    await page.route('**/api/offer/aldi-offer-happy-0001', (route) =>
      fail ? route.abort('connectionrefused') : route.continue(),
    );
    await page.goto(brandUrl('aldi', '/angebot/aldi-offer-happy-0001'));
    await expect(
      page.getByRole('heading', { name: 'Ihr Angebot konnte nicht geladen werden' }),
    ).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Erneut laden' }).click();
    await expect(page.getByText(/\d+,\d{2}\s€/).first()).toBeVisible();
  });
});
