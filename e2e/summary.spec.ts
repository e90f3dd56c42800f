import type { Page } from '@playwright/test';
import { callExamples } from '../src/api/contract/examples.ts';
import { expect, test } from './fixtures.ts';
import {
  freshOffer,
  keptAnswerLinks,
  openStepWith,
  sandboxConsentChannels,
  sandboxOrderReference,
  watchOrders,
  type OfferVisit,
} from './offerFlow.ts';

/**
 * The summary and the confirmation of the offer flow against the sandbox: prepaid offers
 * that need ID data but no payment. An order uses its offer up, so each test that orders
 * takes a fresh copy of its brand's seeded offer; nothing here resets the shared sandbox.
 */
const offerOf = (slug: string): OfferVisit => ({ slug, token: `${slug}-offer-happy-0001` });
const freshOfferOf = async (slug: string): Promise<OfferVisit> => ({
  slug,
  token: await freshOffer(`${slug}-offer-happy-0001`),
});

const orderButtonName = 'zahlungspflichtig bestellen';
const { personal, idDocument } = callExamples.offerAccept.body;

/** The earlier steps' answers are kept as those steps keep them, then the summary opens. */
async function openSummary(page: Page, offer: OfferVisit) {
  await openStepWith(page, offer, 'zusammenfassung', {
    personalData: personal,
    idData: idDocument,
  });
  await expect(page.getByRole('button', { name: orderButtonName })).toBeVisible();
}

const confirmationPath = ({ token }: OfferVisit) => new RegExp(`/angebot/${token}/danke$`);

test.describe('summary and confirmation (/angebot/{token}/zusammenfassung, /danke)', () => {
  test('the answers are shown; a double click orders once, with the advertising consent as changed, and the confirmation names the order', async ({
    page,
  }) => {
    const offer = await freshOfferOf('nova');
    const { token } = offer;
    await openSummary(page, offer);
    await expect(page.getByText('Frau Anna Maria Müller-Lüdenscheidt')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ändern Ausweisdaten' })).toHaveAttribute(
      'href',
      `/angebot/${token}/ausweisdaten?aendern`,
    );
    await expect(page.getByRole('heading', { name: 'Zahlungsdaten' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Ihre Bestellung' })).toBeVisible();

    // A new customer's record: no channel.
    const advertising = page.getByRole('group', { name: /Dürfen wir Sie über Angebote/ });
    await expect(advertising.getByRole('checkbox')).toHaveCount(4);
    for (const box of await advertising.getByRole('checkbox').all())
      await expect(box).not.toBeChecked();
    await advertising.getByRole('checkbox', { name: 'per Post' }).check();

    const { keys } = watchOrders(page, token);
    await page.getByRole('checkbox', { name: /Vertragszusammenfassung erhalten/ }).check();
    await page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
    await page.getByRole('checkbox', { name: /Widerrufsbelehrung gelesen/ }).check();
    await page.getByRole('button', { name: orderButtonName }).dblclick();

    await expect(page).toHaveURL(confirmationPath(offer));
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    const reference = await sandboxOrderReference(page, token);
    await expect(page.getByText(reference, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'So geht es weiter' })).toBeVisible();
    expect(await sandboxConsentChannels(page, token)).toEqual({
      email: false,
      phone: false,
      sms: false,
      letter: true,
    });
    // Nothing of the customer's answers stays in this tab's storage.
    expect(await keptAnswerLinks(page)).toEqual([]);
  });

  test('ordered by keyboard alone, after the missing confirmations were pointed out', async ({
    page,
  }) => {
    const offer = await freshOfferOf('spice');
    await openSummary(page, offer);
    const order = page.getByRole('button', { name: orderButtonName });
    await order.focus();
    await page.keyboard.press('Enter');

    const summary = page.locator('.ui-error-summary');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveCount(3);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const first = page.getByRole('checkbox', { name: /Vertragszusammenfassung erhalten/ });
    await expect(first).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: /Widerrufsbelehrung gelesen/ })).toBeChecked();
    // On past the optional early start, which stays unticked, and the key terms' link to
    // the termination, to the order button.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(order).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(confirmationPath(offer));
    await expect(
      page.getByText(await sandboxOrderReference(page, offer.token), { exact: true }),
    ).toBeVisible();
  });

  test('a change link opens the step with its answer and leads back to the summary', async ({
    page,
  }) => {
    // Orders nothing, so it can share the aldi offer with the earlier steps' specs.
    const offer = offerOf('aldi');
    await openSummary(page, offer);
    await page.getByRole('link', { name: 'Ändern Ausweisdaten' }).click();
    await expect(page).toHaveURL(new RegExp(`/angebot/${offer.token}/ausweisdaten\\?aendern$`));
    const number = page.getByRole('textbox', { name: /Dokumentennummer/ });
    await expect(number).toHaveValue(idDocument!.documentNumber);
    await number.fill('L01X00T48');
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/angebot/${offer.token}/zusammenfassung$`));
    await expect(page.getByText('L01X00T48')).toBeVisible();
  });

  test('an order refused for too many tries says how long to wait and keeps the ticks', async ({
    page,
  }) => {
    const offer = await freshOfferOf('aldi');
    await openSummary(page, offer);
    let refused = false;
    await page.route(`**/api/offer/accept/${offer.token}`, async (route) => {
      if (refused) return route.continue();
      refused = true;
      await route.fulfill({
        status: 429,
        headers: { 'Retry-After': '30' },
        contentType: 'application/json',
        body: JSON.stringify({ code: 'TooManyRequests', message: 'Too many requests' }),
      });
    });
    const boxes = [
      page.getByRole('checkbox', { name: /Vertragszusammenfassung erhalten/ }),
      page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }),
      page.getByRole('checkbox', { name: /Widerrufsbelehrung gelesen/ }),
    ];
    for (const box of boxes) await box.check();
    await page.getByRole('button', { name: orderButtonName }).click();

    await expect(page.getByText('Zu viele Versuche in kurzer Zeit')).toBeVisible();
    await expect(page.getByText(/Bitte warten Sie 30 Sekunden/)).toBeVisible();
    await expect(
      page.getByText('Wir wissen nicht, ob Ihre Bestellung angekommen ist'),
    ).toBeHidden();
    for (const box of boxes) await expect(box).toBeChecked();
    await page.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(page).toHaveURL(confirmationPath(offer));
  });

  test('an extension shows its contract before and after, and the key terms, above the order button', async ({
    page,
  }) => {
    // Orders nothing: the seeded extension stays open for the other specs.
    const offer: OfferVisit = { slug: 'o2', token: 'o2-offer-dps-vvl-0001' };
    await openStepWith(page, offer, 'zusammenfassung', { personalData: personal });
    const change = page.getByRole('table', { name: 'Ihr Vertrag bisher und neu' });
    await expect(change).toBeVisible();
    await expect(change.getByRole('row', { name: /^Mindestlaufzeit bis/ })).toContainText(
      /\d{1,2}\. \w+ \d{4}.*\d{1,2}\. \w+ \d{4}/,
    );
    await expect(page.getByText('Nach der Mindestlaufzeit', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Verträge hier kündigen' }).first()).toBeVisible();
    // The key terms stand right above the button (§ 312j (2) BGB): nothing but the
    // confirmations between them.
    const button = page.getByRole('button', { name: orderButtonName });
    const [tableBottom, buttonTop] = await Promise.all([
      change.evaluate((el) => el.getBoundingClientRect().bottom),
      button.evaluate((el) => el.getBoundingClientRect().top),
    ]);
    expect(tableBottom).toBeLessThan(buttonTop);
  });
});
