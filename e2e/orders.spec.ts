import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { callExamples } from '../src/api/contract/examples.ts';
import type { Requirements } from '../src/api/contract/offer.ts';
import { expect, test } from './fixtures.ts';
import { settle } from './settle.ts';
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
  keptAnswerLinks,
  labelled,
  logInWithCode,
  openOffer,
  openProtectedOffer,
  openStepWith,
  order,
  personalDataButton,
  orderButton,
  sandboxOffer,
  sandboxOrderReference,
  text,
  watchOrders,
  webStorage,
  type StepPath,
  type OfferVisit,
} from './offerFlow.ts';

/**
 * The offer flow end to end through the UI, once per requirement profile: what the offer
 * asks for decides the steps (prepaid: ID data; postpaid: ID data and payment; a one-time
 * code first; an existing customer: nothing but the known personal data), once in English;
 * by keyboard alone in `keyboardFlow.spec.ts`. Every brand runs the same steps: each
 * brand's offer page is opened in `brands.spec.ts`, each step of each brand passes axe in
 * `a11y.spec.ts`. Also here: answers that survive reloads, an order the back button cannot
 * repeat, and the guards of steps opened too early. An order uses its offer up, so each
 * order takes a fresh copy of a seeded offer (`freshOffer`): no other test, and no retry,
 * finds it used.
 */

// An order loads a page per step, and a full one runs through six of them.
test.describe.configure({ timeout: 120_000 });

const freshVisit = async (slug: string, seed: string, locale?: 'en'): Promise<OfferVisit> => ({
  slug,
  token: await freshOffer(seed),
  seed,
  ...(locale ? { locale } : {}),
});

/** Takes the offer from its page to the confirmation, through the steps it asks for. */
async function orderThroughEveryStep(page: import('@playwright/test').Page, visit: OfferVisit) {
  await continueFromOffer(page, visit);
  await answerAndOrder(page, visit);
  await expectConfirmation(page, visit);
  expect((await sandboxOffer(visit.token)).state).toBe('submitted');
}

test.describe('one order per requirement profile', () => {
  /** What the offer asks for, the intro its page opens with, then an order through every step. */
  const profiles: {
    title: string;
    slug: string;
    seed: string;
    locale?: 'en';
    /** Opened only after a login by one-time code. */
    byCode?: true;
    needs: Partial<Requirements>;
    intro: string;
  }[] = [
    {
      title: 'prepaid (ALDI TALK): personal data, ID data, then the order',
      slug: 'aldi',
      seed: 'aldi-offer-happy-0001',
      needs: { needsIdData: true, needsPayment: false },
      intro: 'offerDetails:intro.initial',
    },
    {
      title:
        'one-time code (O2, identity verified later): the code, personal data, payment, the order',
      slug: 'o2',
      seed: 'o2-offer-green-idv-otp-0001',
      byCode: true,
      needs: { needsOtp: true, needsIdData: false, needsPayment: true },
      intro: 'offerDetails:intro.identVerification',
    },
    {
      title: 'existing customer (O2 contract extension): the known personal data, then the order',
      slug: 'o2',
      seed: 'o2-offer-dps-vvl-0001',
      needs: { needsLogin: false, needsIdData: false, needsPayment: false },
      intro: 'offerDetails:intro.extension',
    },
    {
      title: 'in English (Ortel): every step and the confirmation in English',
      slug: 'ortel',
      seed: 'ortel-offer-happy-en-0001',
      locale: 'en',
      needs: { needsIdData: true, needsPayment: false },
      intro: 'offerDetails:intro.initial',
    },
  ];

  for (const profile of profiles) {
    test(profile.title, async ({ page }) => {
      const locale = profile.locale ?? 'de';
      const visit = await freshVisit(profile.slug, profile.seed, profile.locale);
      expect((await sandboxOffer(visit.token)).requirements).toMatchObject(profile.needs);
      if (profile.byCode) {
        await openProtectedOffer(page, visit);
        await logInWithCode(page, visit);
      } else await openOffer(page, visit);
      await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${locale}`));
      await expect(page.getByText(text(locale, profile.intro), { exact: true })).toBeVisible();
      await orderThroughEveryStep(page, visit);
    });
  }

  test('postpaid (AY YILDIZ): a reload keeps what was typed but the document number and IBAN, asked again; after the order the browser keeps neither the answers nor the offer token, and analytics gets no order reference', async ({
    page,
  }) => {
    const visit = await freshVisit('ayyildiz', 'ayyildiz-offer-happy-0001');
    expect((await sandboxOffer(visit.token)).requirements).toMatchObject({
      needsIdData: true,
      needsPayment: true,
    });
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
    const next = page.getByRole('button', { name: 'Weiter', exact: true });
    await page.getByRole('radio', { name: labelled('Reisepass') }).check();
    await number.fill('U1234');
    await page.reload();
    // The document's number lives only in the page's memory: typed again, the rest kept.
    await expect(number).toHaveValue('');
    await expect(page.getByText(text('de', 'offer:memoryOnly.idData'))).toBeVisible();
    await expect(page.getByRole('radio', { name: labelled('Reisepass') })).toBeChecked();
    await fillIdData(page, visit, answers.idData);

    await expect(page).toHaveURL(atStep(visit, 'zahlung'));
    const iban = page.getByRole('textbox', { name: labelled('IBAN') });
    await iban.fill(answers.payment.iban);
    await page.getByRole('checkbox', { name: /SEPA-Lastschriftmandat/ }).check();
    await page.reload();
    await expect(iban).toHaveValue('');
    await expect(page.getByText(text('de', 'offer:memoryOnly.payment'))).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /SEPA-Lastschriftmandat/ })).toBeChecked();
    await iban.fill(answers.payment.iban);
    await next.click();

    // The reload took the document's number too: the summary asks for it, then returns.
    const asChange = (step: StepPath) =>
      new RegExp(`${atStep(visit, step).source.slice(0, -1)}\\?aendern$`);
    await expect(page).toHaveURL(asChange('ausweisdaten'));
    await expect(page.getByText(text('de', 'offer:memoryOnly.idData'))).toBeVisible();
    await number.fill(answers.idData.documentNumber);
    await next.click();
    await expect(page).toHaveURL(atStep(visit, 'zusammenfassung'));
    await expect(page.getByText('Frau Anna Maria Müller-Lüdenscheidt')).toBeVisible();
    await expect(page.getByText('U12345678')).toBeVisible();
    await expect(page.getByText('DE** **** **** **** **30 00')).toBeVisible();
    expect(await keptAnswerLinks(page)).not.toEqual([]);
    const stored = await webStorage(page);
    expect(stored).not.toContain('U12345678');
    expect(stored).not.toContain('0532013000');
    // Until the order, the tab keeps the answers and the cart with the token (it opens the offer).
    const kept = [visit.token, answers.personal.familyName, '1990-05-17', 'Hauptstraße'];
    for (const value of kept) expect(stored).toContain(value);

    await order(page, visit);
    const reference = await expectConfirmation(page, visit);
    const purchase = async () =>
      JSON.stringify(
        await page.evaluate(() =>
          ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
            (entry) => entry.event === 'purchase',
          ),
        ),
      );
    await expect.poll(purchase).toMatch(/"id":"[0-9a-f]{64}"/);
    expect(await purchase()).not.toContain(reference);
    expect(await keptAnswerLinks(page)).toEqual([]);
    const left = await webStorage(page);
    for (const value of kept) expect(left).not.toContain(value);

    // The confirmation, reloaded, still shows the order, from the API by the link's token.
    await page.reload();
    await expectConfirmation(page, visit);
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: text('de', 'summary:confirmation.withdraw.link') }),
    ).toBeVisible();
  });
});

test('after the order, back, forward, the summary or the link again show the confirmation, never a second order', async ({
  page,
}) => {
  const visit = await freshVisit('aetka', 'aetka-offer-happy-0001');
  const { personal, idDocument, payment } = callExamples.offerAccept.body;
  const orders = watchOrders(page, visit.token);
  await openStepWith(page, visit, 'zusammenfassung', {
    personalData: personal,
    idData: idDocument,
    payment,
  });
  await order(page, visit);
  const reference = await expectConfirmation(page, visit);
  const showsTheOrder = async () => {
    // Up to two redirects, each a page load and an offer call (summary → personal data →
    // confirmation): more than the default wait on a busy 2-core machine.
    await expect(page).toHaveURL(atStep(visit, 'danke'), { timeout: 20_000 });
    await expect(page.getByText(reference, { exact: true })).toBeVisible();
    await expect(orderButton(page, visit)).toHaveCount(0);
  };

  // The confirmation replaced the summary: back is the offer page, which leads an ordered
  // offer to its confirmation.
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

test('a second tab of the offer learns at once of the order placed in the first, and asks nothing more', async ({
  page,
  context,
}) => {
  const visit = await freshVisit('aetka', 'aetka-offer-happy-0001');
  const { personal, idDocument, payment } = callExamples.offerAccept.body;
  await openStepWith(page, visit, 'zusammenfassung', {
    personalData: personal,
    idData: idDocument,
    payment,
  });
  // Each tab keeps its own cart: the second one starts from the offer link too.
  const second = await context.newPage();
  await openOffer(second, visit);
  await continueFromOffer(second, visit);
  await expect(personalDataButton(second, visit)).toBeVisible();

  await order(page, visit);
  const reference = await expectConfirmation(page, visit);
  const hash = createHash('sha256').update(reference).digest('hex');
  await expect.poll(() => purchases(page)).toEqual([hash]);
  // The customer consents to the statistics: the browser keeps the record of the counted sale.
  await page.evaluate(() =>
    window.dispatchEvent(new CustomEvent('consent:granted', { detail: { tagManager: true } })),
  );

  // Without a reload or a click, the second tab says so and its form is gone.
  await expect(
    second.getByRole('heading', { name: text('de', 'offer:orderedElsewhere.headline') }),
  ).toBeVisible();
  await expect(personalDataButton(second, visit)).toHaveCount(0);
  await second
    .getByRole('link', { name: text('de', 'offer:orderedElsewhere.confirmation') })
    .click();
  await expect(second).toHaveURL(atStep(visit, 'danke'));
  await expect(second.getByText(reference, { exact: true })).toBeVisible();
  // The purchase was the first tab's: the browser keeps that record (the hash of the
  // reference), so the second tab's confirmation is no second sale.
  expect(await second.evaluate(() => localStorage.getItem('trackedOrders'))).toContain(hash);
  await settle(second);
  expect(await purchases(second)).toEqual([]);
  await second.close();
});

/** The transaction ids of the purchases the page put on its data layer. */
const purchases = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [])
      .filter((entry) => entry['event'] === 'purchase')
      .map(
        (entry) =>
          (entry as { ecommerce: { purchase: { actionField: { id: string } } } }).ecommerce.purchase
            .actionField.id,
      ),
  );

test.describe('guards', () => {
  const visit: OfferVisit = { slug: 'aldi', token: 'aldi-offer-happy-0001' };

  test('without a cart, each step sends the customer to the offer page first', async ({ page }) => {
    for (const step of ['meine-daten', 'ausweisdaten', 'zahlung'] as const) {
      await goToStep(page, visit, step);
      await expect(page, step).toHaveURL(atStep(visit, ''));
      await expect(page.getByRole('button', { name: 'Weiter', exact: true })).toBeVisible();
      // The offer page just stored the cart: start the next step as a fresh tab would.
      await page.evaluate(() => sessionStorage.clear());
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
