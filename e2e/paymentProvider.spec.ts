import type { Page } from '@playwright/test';
import { ORDER_REFERENCE_RULE } from '../sandbox/modules/offers/orderReference.ts';
import { callExamples } from '../src/api/contract/examples.ts';
import { expect, test } from './fixtures.ts';
import { freshOffer, keptAnswerLinks, openStepWith, text, typeAgainUntil } from './offerFlow.ts';

/**
 * An offer with a one-time payment of 149,00 € at the sandbox's simulated provider, once
 * per answer the provider can give (scenarios offer-payment-provider, …-aborted,
 * …-failed): a paid order cannot be paid again, so each test orders a fresh copy of its own.
 */
const offers = {
  paid: 'o2-offer-payment-0001',
  aborted: 'o2-offer-payment-0002',
  failed: 'o2-offer-payment-0003',
} as const;

const orderButtonName = 'zahlungspflichtig bestellen';
/** The confirmation's "what happens next", the region the paid order's own words open. */
const nextHeading = text('de', 'summary:confirmation.next.heading');
const { personal, idDocument, payment } = callExamples.offerAccept.body;

/** The offer page stores the cart; the earlier steps' answers are kept as those steps keep them. */
const kept = { personalData: personal, idData: idDocument, payment };

async function openSummary(page: Page, token: string) {
  await openStepWith(page, { slug: 'o2', token }, 'zusammenfassung', kept);
}

/** Confirms the legal notes and orders; the customer lands on the provider's page. */
async function order(page: Page) {
  const submit = page.getByRole('button', { name: orderButtonName });
  await expect(submit).toBeVisible();
  await page.getByRole('checkbox', { name: /Vertragszusammenfassung erhalten/ }).check();
  await page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
  await page.getByRole('checkbox', { name: /Widerrufsbelehrung gelesen/ }).check();
  await submit.click();
  await expect(page.getByRole('heading', { name: 'Zahlung (Sandbox)' })).toBeVisible();
  await expect(page.getByText('149,00 €')).toBeVisible();
}

async function expectConfirmation(page: Page, token: string) {
  await expect(page).toHaveURL(new RegExp(`/angebot/${token}/danke\\?payment=paid$`));
  await expect(page.getByRole('heading', { name: nextHeading })).toBeVisible();
  await expect(page.getByText(ORDER_REFERENCE_RULE)).toBeVisible();
}

/**
 * A fresh copy of `offer` ordered, the provider's page answered with `button`: the error
 * page of `code` with its heading and text. Returns the copy's token.
 */
async function payUntilError(
  page: Page,
  offer: string,
  button: string,
  code: string,
  [heading, text]: [string, string],
) {
  const token = await freshOffer(offer);
  await openSummary(page, token);
  await order(page);
  await page.getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(new RegExp(`/angebot/${token}/fehler\\?code=${code}$`));
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await expect(page.getByText(text)).toBeVisible();
  return token;
}

const pageEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event?: string; pageName?: string }[] }).dataLayer ?? [])
      .filter((entry) => entry.event === 'init' || entry.event === 'virtualPageView')
      .map(({ event, pageName }) => ({ event, pageName })),
  );

test.describe('payment provider (one-time payment after ordering)', () => {
  // An order, the provider's page and the way back: up to six page loads.
  test.describe.configure({ timeout: 60_000 });

  test('paid: the confirmation, counted as a return from the provider', async ({ page }) => {
    const token = await freshOffer(offers.paid);
    await openSummary(page, token);
    await order(page);
    await page.getByRole('button', { name: 'Bezahlen' }).click();
    await expectConfirmation(page, token);
    // Its own words: what happens next starts with the payment received.
    await expect(
      page.getByRole('region', { name: nextHeading }).getByRole('listitem').first(),
    ).toHaveText(text('de', 'summary:confirmation.next.paid', { amount: '149,00\u00a0€' }));
    await expect(
      page.getByText(text('de', 'summary:confirmation.pendingIdentity.headline')),
    ).toHaveCount(0);
    expect(await pageEvents(page)).toEqual([{ event: 'init', pageName: 'angebot/danke' }]);
    expect(await keptAnswerLinks(page)).toEqual([]);
  });

  test('aborted: the error page explains it, paying again goes through the summary to the confirmation', async ({
    page,
  }) => {
    const token = await payUntilError(page, offers.aborted, 'Abbrechen', 'PaymentAborted', [
      'Zahlung abgebrochen',
      'Sie haben die Zahlung abgebrochen.',
    ]);
    const resets: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH' && request.url().endsWith(`/api/offer/${token}`))
        resets.push(request.postData() ?? '');
    });
    await page.getByRole('button', { name: 'Zahlung erneut starten' }).click();

    // Back from the provider's site, the ID number and the IBAN are asked for again.
    await expect(page).toHaveURL(new RegExp(`/angebot/${token}/ausweisdaten\\?aendern$`));
    await typeAgainUntil(page, { slug: 'o2', token }, kept, 'zusammenfassung');
    expect(resets.map((body) => JSON.parse(body) as unknown)).toEqual([{ resetTo: 'payment' }]);
    await order(page);
    await page.getByRole('button', { name: 'Bezahlen' }).click();
    await expectConfirmation(page, token);
  });

  test('failed: the error page for a failed payment', async ({ page }) => {
    await payUntilError(page, offers.failed, 'Fehlschlagen', 'PaymentFailed', [
      'Zahlung fehlgeschlagen',
      'Die Zahlung ist fehlgeschlagen.',
    ]);
    await expect(page.getByRole('button', { name: 'Zahlung erneut starten' })).toBeVisible();
  });
});
