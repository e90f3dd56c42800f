import { brands, brandUrl, expect, test } from './fixtures.ts';
import { continueButton, openOffer, text } from './offerFlow.ts';
import { germanWordsIn } from '../src/i18n/germanWords.ts';
import { pdfOf } from './terminationFlow.ts';

/**
 * The offer landing and the offer page against the sandbox's seeded scenarios
 * (`/__sandbox/scenarios`). Every brand's offer page is opened in `brands.spec.ts`, every
 * offer kind in `offerKinds.spec.ts`, the ways on from it in `orders.spec.ts`.
 */
test.describe('offer landing (/angebot)', () => {
  // Needs no seeded data, so it also runs as a smoke test against a deployed brand.
  test('an unknown code gets a message at the field and stays typed @smoke', async ({ page }) => {
    await page.goto(brandUrl(brands[0]!.slug, '/angebot'));
    const field = page.getByRole('textbox', { name: /Angebotscode/ });
    await field.fill('gibtEsNichtAbc1234567');
    await page.keyboard.press('Enter');
    const message = /^Zu diesem Code haben wir kein Angebot gefunden\./;
    await expect(field).toHaveAccessibleDescription(message);
    await expect(field).toHaveValue('gibtEsNichtAbc1234567');
    // The error summary takes the focus; its link leads back to the field.
    const summary = page.locator('.ui-error-summary');
    await expect(summary).toBeFocused();
    await summary.getByRole('link', { name: message }).click();
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
});

test.describe('offer page (/angebot/{token})', () => {
  test('shows the offer with prices, how it is paid and documents, and downloads the contract summary', async ({
    page,
  }) => {
    await page.goto(brandUrl('aldi', '/angebot/aldi-offer-happy-0001'));
    await expect(
      page.getByText('Hier finden Sie alle Details zu Ihrem Angebot.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByText(/\d+,\d{2}\s€/).first()).toBeVisible();
    // Before ordering starts (§ 312j (1) BGB): ALDI TALK is prepaid.
    await expect(page.getByRole('heading', { name: 'So bezahlen Sie' })).toBeVisible();
    await expect(page.getByText('Laufende Kosten: von Ihrem Prepaid-Guthaben.')).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Bitte laden Sie Ihre Vertragszusammenfassung herunter' }),
    ).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /Vertragszusammenfassung.*herunterladen/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Vertragszusammenfassung.pdf');
  });

  test('an extension shows the contract before and after, and the one-time prices and the running mandate it is paid by', async ({
    page,
  }) => {
    await openOffer(page, { slug: 'o2', token: 'o2-offer-vvl-0001' });
    const change = page.getByRole('table', {
      name: text('de', 'offerDetails:contractChange.caption'),
    });
    await expect(change.getByRole('row')).toHaveCount(4);
    await expect(change.getByRole('rowheader', { name: 'Mindestlaufzeit bis' })).toBeVisible();
    const paying = page.getByRole('region', { name: 'So bezahlen Sie' }).getByRole('listitem');
    await expect(paying).toHaveText([
      'Laufende Kosten: wie bisher per SEPA-Lastschrift von Ihrem Konto DE** **** **** **** **30 00.',
      /^Einmalig \d+,\d{2}\s€: mit Ihrer nächsten Rechnung, bezahlt wie Ihre laufenden Kosten\.$/,
    ]);
  });

  test('on a Turkish page the contract summary is a Turkish document with a Turkish name', async ({
    page,
  }) => {
    await page.goto(brandUrl('ayyildiz', '/tr/angebot/ayyildiz-offer-happy-0001'));
    const title = text('tr', 'offerDetails:documents.type.contractSummary');
    const download = page.waitForEvent('download');
    await page
      .getByRole('button', { name: text('tr', 'offerDetails:documents.download', { title }) })
      .click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Sözleşme-özeti.pdf');
    const pdf = (await pdfOf(file)).replace(/\s+/g, ' ');
    expect(pdf).toContain(`${title} – `);
    expect(pdf).toContain('Asgari sözleşme süresi: 24 ay');
    expect(pdf).not.toMatch(/Vertragszusammenfassung|Mindestvertragslaufzeit|Anbieter|Stand/);
    // Product data and the title too: no German word anywhere in it.
    expect(germanWordsIn(pdf)).toEqual([]);
  });

  test('offline, "Weiter" keeps the customer on the offer with a message; back online it goes on', async ({
    page,
    context,
  }) => {
    const visit = { slug: 'aldi', token: 'aldi-offer-happy-0001' };
    await openOffer(page, visit);
    await context.setOffline(true);
    await continueButton(page, visit).click();
    await expect(page.getByText(text('de', 'ui:step.offline.headline'))).toBeVisible();
    await expect(page).toHaveURL(/\/angebot\/aldi-offer-happy-0001$/);
    await context.setOffline(false);
    await continueButton(page, visit).click();
    await expect(page).toHaveURL(/\/angebot\/aldi-offer-happy-0001\/meine-daten$/);
  });

  test('a dead network keeps the page usable: a clear message and a retry that works', async ({
    page,
  }) => {
    let fail = true;
    // The offer call, whatever its query (the page's language).
    await page.route(/\/api\/offer\/aldi-offer-happy-0001(\?|$)/, (route) =>
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
