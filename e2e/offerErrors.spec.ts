import type { Page } from '@playwright/test';
import { callExamples } from '../src/api/contract/examples.ts';
import type { OfferCode } from '../src/api/errors/codes.ts';
import { offerErrorActions, type OfferErrorAction } from '../src/flows/offer/error/actions.ts';
import { OFFER_ERROR_STORAGE_KEY } from '../src/flows/offer/error/errorState.ts';
import { brands, brandUrl, expect, test } from './fixtures.ts';
import {
  atStep,
  freshOffer,
  goToStep,
  openProtectedOffer,
  openStepWith,
  order,
  orderButton,
  text,
  type OfferVisit,
} from './offerFlow.ts';

/**
 * The ways into the offer error page, each once: from the offer link (an end state of the
 * offer, a maintenance with its window, no offer at all), from the order (an error code
 * of the accept call, an order the backend cannot place), and from the confirmation of an
 * offer never ordered. From the payment provider's return and paying again:
 * `paymentProvider.spec.ts`; from a login as someone else: `offerLogin.spec.ts`; from an
 * unknown preview: `preview.spec.ts`. What the page says and offers for each code is
 * unit-tested (`src/flows/offer/error/`).
 */

// The codes of the order are reached through the summary, two pages after the offer.
test.describe.configure({ timeout: 60_000 });

const hotlineOf = (slug: string) => {
  const brand = brands.find((b) => b.slug === slug);
  if (!brand) throw new Error(`No brand ${slug}`);
  return brand.hotline;
};

const kebab = (code: string) => code.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
const errorVisit = (slug: string, code: OfferCode): OfferVisit => ({
  slug,
  token: `${slug}-error-${kebab(code)}`,
});

const actionName = (action: OfferErrorAction) =>
  'phone' in action
    ? text('de', `offerError:actions.${action.kind}`, { number: action.phone.display })
    : text('de', `offerError:actions.${action.kind}`);

/** The page names the code's headline and offers each of its actions, phones as tel: links. */
async function expectErrorPage(page: Page, visit: OfferVisit, code: OfferCode) {
  await expect(page).toHaveURL(atStep(visit, 'fehler'));
  await expect(page).toHaveURL(new RegExp(`code=${code}$`));
  await expect(
    page.getByRole('heading', { name: text('de', `errors:offer.${code}.title`), exact: true }),
  ).toBeVisible();
  const { actions } = offerErrorActions(
    { code, token: visit.token },
    { token: visit.token, locale: 'de', brandHotline: hotlineOf(visit.slug) },
  );
  const next = page.getByRole('region', { name: text('de', 'offerError:nextSteps.heading') });
  const links = actions.filter((a) => a.kind !== 'retryLater' && a.kind !== 'payAgain');
  await expect(next.getByRole('link')).toHaveText(links.map(actionName));
  // Paying again resets the offer first: a button, not a link.
  const payAgain = actions.some((a) => a.kind === 'payAgain');
  await expect(
    next.getByRole('button', { name: text('de', 'offerError:actions.payAgain') }),
  ).toHaveCount(payAgain ? 1 : 0);
  for (const action of links) {
    const href = 'phone' in action ? action.phone.href : action.href;
    if ('phone' in action) expect(href).toMatch(/^tel:\+?\d+$/);
    await expect(next.getByRole('link', { name: actionName(action) })).toHaveAttribute(
      'href',
      href,
    );
  }
}

/** The maintenance window the sandbox sends with these codes is stated on the page. */
async function expectMaintenanceWindow(page: Page) {
  await expect(page.getByText(/^Voraussichtlich nicht verfügbar von .+ bis .+/)).toBeVisible();
}

const withWindow: readonly OfferCode[] = ['Downtime', 'ReservationRetryDowntime'];

/** Codes the offer link answers: end states of the offer and seeded load failures. */
const atLoad: [OfferCode, string][] = [
  ['OfferCancelled', 'o2'],
  ['OfferConsumed', 'spice'],
  ['OfferExpired', 'ortel'],
  ['OfferBlocked', 'o2'],
  ['OfferAbandonedPayment', 'o2'],
  ['OfferIncompatibleState', 'o2'],
  ['OfferPaymentWaitForCapture', 'o2'],
  ['Downtime', 'aldi'],
  ['NoHardwareStock', 'aetka'],
  ['ReservationCallHotline', 'ayyildiz'],
  ['TechnicalProblem', 'nova'],
  ['OfferMismatch', 'o2'],
  ['OfferTechError', 'o2'],
  ['NoPaymentMethodsAvailable', 'o2'],
];

/** Codes the order answers (O2 handset offers with ID data and SEPA payment). */
const atAccept: OfferCode[] = [
  'PersonalDataMissing',
  'IdentificationDataMissing',
  'BirthdateNotPresent',
  'ReservationAmountCanNotBeBlocked',
  'ReservationFoundNoOrder',
  'ReservationRetryDowntime',
  'ReservationRetryLater',
  'ReservationRetryModal',
];

/** Codes no sandbox call answers on its own: the page is opened as the app opens it. */
const onlyNavigated: OfferCode[] = [
  'NotAuthorized',
  'Unexpected',
  'DocumentsNotLoaded',
  'OfferResetFailed',
  'PaymentAborted',
];

const { personal, idDocument, payment } = callExamples.offerAccept.body;

/** The answers of every step as the steps keep them, then the order from the summary. */
async function orderWithAnswers(page: Page, visit: OfferVisit) {
  await openStepWith(page, visit, 'zusammenfassung', {
    personalData: personal,
    idData: idDocument,
    payment,
  });
  await expect(orderButton(page, visit)).toBeVisible();
  await order(page, visit);
}

/** The error page of the visit for `code`: its address, its headline. */
async function expectErrorHeadline(page: Page, visit: OfferVisit, code: OfferCode) {
  await expect(page).toHaveURL(atStep(visit, 'fehler'));
  await expect(page).toHaveURL(new RegExp(`code=${code}$`));
  await expect(
    page.getByRole('heading', { name: text('de', `errors:offer.${code}.title`), exact: true }),
  ).toBeVisible();
}

const nextSteps = (page: Page) =>
  page.getByRole('region', { name: text('de', 'offerError:nextSteps.heading') });

test.describe('ways into the offer error page', () => {
  test('opening the link of an expired offer: its page, the hotline, and the event for it', async ({
    page,
  }) => {
    const visit = errorVisit('ortel', 'OfferExpired');
    await goToStep(page, visit, '');
    await expectErrorHeadline(page, visit, 'OfferExpired');
    await expect(nextSteps(page).getByRole('link')).toHaveText([
      `Hotline anrufen: ${hotlineOf('ortel')}`,
      'Zur Startseite',
    ]);
    await expect(nextSteps(page).getByRole('link', { name: /^Hotline anrufen/ })).toHaveAttribute(
      'href',
      `tel:${hotlineOf('ortel').replace(/ /g, '')}`,
    );
    const events = await page.evaluate(
      () => (window as { dataLayer?: { event?: string }[] }).dataLayer ?? [],
    );
    expect(events.map((e) => e.event)).toContain('offer_error_page');
  });

  test('opening the link during a maintenance: the window the API sent is on the page', async ({
    page,
  }) => {
    const visit = errorVisit('aldi', 'Downtime');
    await goToStep(page, visit, '');
    await expectErrorHeadline(page, visit, 'Downtime');
    await expect(page.getByText(/^Voraussichtlich nicht verfügbar von .+ bis .+/)).toBeVisible();
    await expect(
      nextSteps(page).getByRole('link', { name: 'Angebot erneut öffnen' }),
    ).toHaveAttribute('href', `/angebot/${visit.token}`);
  });

  test("another brand's offer opened on O2: refused, its page names the brand and leads to its site", async ({
    page,
  }) => {
    await page.goto(brandUrl('o2', '/angebot/aetka-offer-happy-0002'));
    await expect(
      page.getByRole('heading', {
        name: text('de', 'offerError:otherBrand.title', { brand: 'AETKA' }),
      }),
    ).toBeVisible();
    const link = page.getByRole('link', { name: /AETKA/ }).first();
    await expect(link).toHaveAttribute(
      'href',
      /^http:\/\/aetka\.localhost(:\d+)?\/angebot\/aetka-offer-happy-0002$/,
    );
  });

  test('a link to no offer: not found, with the way to the offer code', async ({ page }) => {
    const visit: OfferVisit = { slug: 'aldi', token: 'aldi-offer-gibt-es-nicht-0001' };
    await goToStep(page, visit, '');
    await expectErrorHeadline(page, visit, 'NotFound');
    await expect(
      nextSteps(page).getByRole('link', { name: 'Angebotscode eingeben' }),
    ).toHaveAttribute('href', '/angebot');
  });

  test('ordering, and the API misses the ID data: its page leads back to that step', async ({
    page,
  }) => {
    const code = 'IdentificationDataMissing';
    const visit = { slug: 'o2', token: await freshOffer(errorVisit('o2', code).token) };
    await orderWithAnswers(page, visit);
    await expectErrorHeadline(page, visit, code);
    await nextSteps(page).getByRole('link', { name: 'Ausweisdaten ergänzen' }).click();
    await expect(page).toHaveURL(atStep(visit, 'ausweisdaten'));
    await expect(
      page.getByRole('button', { name: text('de', 'idData:submit'), exact: true }),
    ).toBeVisible();
  });

  test('ordering, and the backend cannot place the order: payment failed, paying again offered', async ({
    page,
  }) => {
    const visit: OfferVisit = { slug: 'o2', token: await freshOffer('o2-offer-accept-error-0001') };
    await orderWithAnswers(page, visit);
    await expectErrorHeadline(page, visit, 'PaymentFailed');
    await expect(
      nextSteps(page).getByRole('button', { name: 'Zahlung erneut starten' }),
    ).toBeVisible();
  });

  test('the confirmation of an offer never ordered: its page, with the way back to the offer', async ({
    page,
  }) => {
    const visit: OfferVisit = { slug: 'aldi', token: 'aldi-offer-happy-0001' };
    await goToStep(page, visit, 'danke');
    await expectErrorHeadline(page, visit, 'OfferSummaryNotLoaded');
    await expect(
      nextSteps(page).getByRole('link', { name: 'Angebot erneut öffnen' }),
    ).toHaveAttribute('href', `/angebot/${visit.token}`);
  });
});

/**
 * Every code the sandbox answers, opened as a customer meets it. Until the unit table of
 * `src/flows/offer/error/OfferErrorView.test.tsx` names each code's headline, these keep
 * the per-code texts covered.
 */
test.describe('offer error pages', () => {
  for (const [code, slug] of atLoad) {
    test(`${code}: opening the link (${slug}) shows its page`, async ({ page }) => {
      const visit = errorVisit(slug, code);
      await goToStep(page, visit, '');
      await expectErrorPage(page, visit, code);
      if (withWindow.includes(code)) await expectMaintenanceWindow(page);
    });
  }

  // Each orders a fresh copy of its seeded offer, so a retry finds it as it was.
  for (const code of atAccept) {
    test(`${code}: ordering shows its page`, async ({ page }) => {
      const visit = { slug: 'o2', token: await freshOffer(errorVisit('o2', code).token) };
      await orderWithAnswers(page, visit);
      await expectErrorPage(page, visit, code);
      if (withWindow.includes(code)) await expectMaintenanceWindow(page);
    });
  }

  test('PaymentFailed: an order the backend cannot place shows its page', async ({ page }) => {
    const visit: OfferVisit = { slug: 'o2', token: await freshOffer('o2-offer-accept-error-0001') };
    await orderWithAnswers(page, visit);
    await expectErrorPage(page, visit, 'PaymentFailed');
  });

  test('NotFound: a link to no offer shows its page', async ({ page }) => {
    const visit: OfferVisit = { slug: 'aldi', token: 'aldi-offer-gibt-es-nicht-0001' };
    await goToStep(page, visit, '');
    await expectErrorPage(page, visit, 'NotFound');
  });

  test('Forbidden: a login as someone else shows its page', async ({ page }) => {
    const visit: OfferVisit = { slug: 'o2', token: 'o2-offer-login-0001' };
    await openProtectedOffer(page, visit);
    await page.getByRole('link', { name: 'Mit O2 anmelden' }).click();
    await page.getByRole('button', { name: /andere Person/ }).click();
    await expectErrorPage(page, visit, 'Forbidden');
  });

  test('OfferSummaryNotLoaded: the confirmation of an offer never ordered shows its page', async ({
    page,
  }) => {
    const visit: OfferVisit = { slug: 'aldi', token: 'aldi-offer-happy-0001' };
    await goToStep(page, visit, 'danke');
    await expectErrorPage(page, visit, 'OfferSummaryNotLoaded');
  });

  for (const code of onlyNavigated) {
    test(`${code}: the page the app opens for it`, async ({ page }) => {
      const visit: OfferVisit = { slug: 'aldi', token: 'aldi-offer-happy-0001' };
      await page.goto(brandUrl(visit.slug, '/angebot'));
      await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [
        OFFER_ERROR_STORAGE_KEY,
        JSON.stringify({ code, token: visit.token }),
      ] as const);
      await page.goto(brandUrl(visit.slug, `/angebot/${visit.token}/fehler?code=${code}`));
      await expectErrorPage(page, visit, code);
    });
  }
});
