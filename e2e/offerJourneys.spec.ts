import { brands, expect, test } from './fixtures.ts';
import {
  answerAndOrder,
  atStep,
  continueFromOffer,
  customer,
  expectConfirmation,
  fillIdData,
  fillPersonalData,
  freshOffer,
  goToStep,
  keptDrafts,
  labelled,
  openOffer,
  order,
  orderButton,
  sandboxOffer,
  sandboxOrderReference,
  text,
  watchOrders,
  type OfferVisit,
} from './offerFlow.ts';

/**
 * The offer flow end to end, as a customer takes it: from the link to the confirmation on
 * every brand, drafts that survive a reload, an order the back button cannot repeat, and
 * the guards of steps opened too early. An order uses its offer up (and an ordered offer
 * leads to its confirmation), so the orders here take offers no other spec opens: the
 * brands' second happy offers (`<brand>-offer-happy-0002`, see the sandbox scenarios)
 * and the first ones of AY YILDIZ and AETKA.
 */

// A journey loads a page per step, and a full one runs through six of them.
test.describe.configure({ timeout: 120_000 });

/** Each journey orders a fresh copy of a seeded offer, so a retry finds it unordered again. */
const freshVisit = async (slug: string, seed: string, locale?: 'en'): Promise<OfferVisit> => ({
  slug,
  token: await freshOffer(seed),
  ...(locale ? { locale } : {}),
});

test.describe('from the offer link to the confirmation', () => {
  for (const { slug } of brands) {
    test(`${slug}: every step the offer asks for, then the order reference`, async ({ page }) => {
      const visit = await freshVisit(slug, `${slug}-offer-happy-0002`);
      await openOffer(page, visit);
      await expect(
        page.getByText(text('de', 'offerDetails:intro.initial'), { exact: true }),
      ).toBeVisible();
      await continueFromOffer(page, visit);
      await answerAndOrder(page, visit);
      await expectConfirmation(page, visit);
      expect((await sandboxOffer(visit.token)).state).toBe('submitted');
    });
  }

  test('in English on Ortel: every step and the confirmation in English', async ({ page }) => {
    const visit = await freshVisit('ortel', 'ortel-offer-happy-en-0001', 'en');
    await openOffer(page, visit);
    await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
    await expect(
      page.getByText(text('en', 'offerDetails:intro.initial'), { exact: true }),
    ).toBeVisible();
    await continueFromOffer(page, visit);
    await answerAndOrder(page, visit);
    await expectConfirmation(page, visit);
  });
});

test.describe('drafts', () => {
  test('a reload on each step keeps what was typed; after the order they are gone', async ({
    page,
  }) => {
    // A postpaid handset offer: personal data, ID data and payment all ask for input.
    const visit = await freshVisit('ayyildiz', 'ayyildiz-offer-happy-0001');
    const answers = customer();
    await openOffer(page, visit);
    await continueFromOffer(page, visit);

    const street = page.getByRole('textbox', {
      name: labelled(text('de', 'personalData:street.label')),
    });
    await street.fill('Hauptstr');
    await page.getByRole('textbox', { name: 'Tag' }).fill('17');
    await page.reload();
    await expect(street).toHaveValue('Hauptstr');
    await expect(page.getByRole('textbox', { name: 'Tag' })).toHaveValue('17');
    await fillPersonalData(page, visit, answers.personal);

    await expect(page).toHaveURL(atStep(visit, 'ausweisdaten'));
    const number = page.getByRole('textbox', { name: labelled('Dokumentennummer') });
    await page.getByRole('radio', { name: labelled('Reisepass') }).check();
    await number.fill('U1234');
    await page.reload();
    await expect(number).toHaveValue('U1234');
    await expect(page.getByRole('radio', { name: labelled('Reisepass') })).toBeChecked();
    await fillIdData(page, visit, answers.idData);

    await expect(page).toHaveURL(atStep(visit, 'zahlung'));
    const iban = page.getByRole('textbox', { name: labelled('IBAN') });
    await iban.fill(answers.payment.iban);
    await page.getByRole('checkbox', { name: /SEPA-Lastschriftmandat/ }).check();
    await page.reload();
    await expect(iban).toHaveValue(answers.payment.iban);
    await expect(page.getByRole('checkbox', { name: /SEPA-Lastschriftmandat/ })).toBeChecked();
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();

    await expect(page).toHaveURL(atStep(visit, 'zusammenfassung'));
    await page.reload();
    // The summary shows the answers of every step after the reload too.
    await expect(page.getByText('Frau Anna Maria Müller-Lüdenscheidt')).toBeVisible();
    await expect(page.getByText('U12345678')).toBeVisible();
    expect(await keptDrafts(page)).not.toEqual([]);

    await order(page, visit);
    await expectConfirmation(page, visit);
    expect(await keptDrafts(page)).toEqual([]);
  });
});

test.describe('after the order', () => {
  test('back, forward, the summary or the link again: the confirmation, never a second order', async ({
    page,
  }) => {
    const visit = await freshVisit('aetka', 'aetka-offer-happy-0001');
    const orders = watchOrders(page, visit.token);
    await openOffer(page, visit);
    await continueFromOffer(page, visit);
    await answerAndOrder(page, visit);
    const reference = await expectConfirmation(page, visit);
    const showsTheOrder = async () => {
      // Up to two redirects, each a page load and an offer call (summary → personal data →
      // confirmation): more than the default wait on a busy 2-core machine.
      await expect(page).toHaveURL(atStep(visit, 'danke'), { timeout: 20_000 });
      await expect(page.getByText(reference, { exact: true })).toBeVisible();
      await expect(orderButton(page, visit)).toHaveCount(0);
    };

    // The confirmation replaced the summary: back is the payment step, which leads an
    // ordered offer (its drafts gone) through the personal data to its confirmation.
    await page.goBack();
    await showsTheOrder();
    await page.goForward();
    await showsTheOrder();
    await goToStep(page, visit, 'zusammenfassung');
    await showsTheOrder();
    await page.reload();
    await showsTheOrder();
    await goToStep(page, visit, '');
    await showsTheOrder();

    expect(orders.keys).toHaveLength(1);
    expect((await sandboxOffer(visit.token)).state).toBe('submitted');
    expect(await sandboxOrderReference(page, visit.token)).toBe(reference);
  });
});

test.describe('guards', () => {
  const visit: OfferVisit = { slug: 'aldi', token: 'aldi-offer-happy-0001' };

  test('without a cart, each step sends the customer to the offer page first', async ({ page }) => {
    for (const step of ['meine-daten', 'ausweisdaten', 'zahlung'] as const) {
      await goToStep(page, visit, step);
      await expect(page, step).toHaveURL(atStep(visit, ''));
      await expect(page.getByRole('button', { name: 'Weiter', exact: true })).toBeVisible();
      // The offer page just stored the cart: start the next step as a fresh browser would.
      await page.evaluate(() => localStorage.clear());
    }
  });

  test('with the cart but no personal data, the later steps send to the personal data', async ({
    page,
  }) => {
    await openOffer(page, visit);
    for (const step of ['ausweisdaten', 'zahlung', 'zusammenfassung'] as const) {
      await goToStep(page, visit, step);
      await expect(page, step).toHaveURL(atStep(visit, 'meine-daten'));
    }
  });
});
