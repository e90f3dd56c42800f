import type { BrowserContext, Locator, Page, Request } from '@playwright/test';
import { callExamples } from '../src/api/contract/examples.ts';
import { brandUrl, expect, test } from './fixtures.ts';
import { freshIdv, idvUrl } from './idvFlow.ts';
import {
  atStep,
  confirmLegal,
  continueFromOffer,
  customer,
  freshOffer,
  labelled,
  openOffer,
  openStepWith,
  order,
  orderButton,
  personalDataButton,
  sandboxConsentChannels,
  text,
  typePersonalData,
  type OfferVisit,
} from './offerFlow.ts';
import {
  choose,
  customerOf,
  fillCustomer,
  formReady,
  named,
  openForm,
  receiptReference,
  submitButton,
} from './terminationFlow.ts';

/**
 * The network gone just before a submit (issue 22): the customer stays on the page with
 * its message that the connection dropped, everything typed and ticked kept, and the
 * retry goes through once the network is back. The submit's code came while the customer
 * filled in the form: the click downloads nothing. Offline before that code came, the
 * page still stays (no reload into the browser's offline page).
 */

const { personal, idDocument, payment } = callExamples.offerAccept.body;

/**
 * The page's code downloads: those under way, and those asked for after `from()`. Code
 * fetched whole before it is imported (src/ui/importWhenReachable.ts) is asked for twice:
 * as a fetch, then as a script from the HTTP cache, moments later.
 */
function watchScripts(page: Page): Scripts {
  const underWay = new Set<Request>();
  let late: string[] | undefined;
  let lastChange = Date.now();
  const isCode = (request: Request) => /\/_astro\/[^?#]+\.js$/.test(request.url());
  page.on('request', (request) => {
    if (!isCode(request)) return;
    underWay.add(request);
    lastChange = Date.now();
    late?.push(request.url());
  });
  const done = (request: Request) => {
    if (underWay.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    /** The code fetched while the customer filled in the form is in, and nothing follows. */
    fetched: () =>
      expect
        .poll(() => underWay.size === 0 && Date.now() - lastChange >= QUIET_MS, {
          message: 'code under way',
        })
        .toBe(true),
    /** Lists every piece of code asked for from now on. */
    from: () => (late = []),
  };
}

/** How long no code is asked for before the code a form fetched counts as in. */
const QUIET_MS = 300;

type Scripts = { fetched: () => Promise<void>; from: () => string[] };

/**
 * On a phone, where the form above the button is screens long: the message that nothing
 * was sent is where the customer looks, in the window with the focus on it (issue 34).
 */
test.use({ viewport: { width: 390, height: 844 } });

/** The message of a submit that went nowhere: in view, with the focus on its box. */
async function expectMessageAtHand(page: Page, message: string) {
  const headline = page.getByRole('heading', { name: message });
  await expect(headline).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('alert').filter({ has: headline })).toBeFocused();
}

/**
 * Cuts the network once the form's code is in, presses the submit: the page stays, says
 * the connection dropped where the customer looks, and the press downloaded nothing.
 */
async function submitOffline(
  page: Page,
  context: BrowserContext,
  scripts: Scripts,
  { submit, message }: { submit: Locator; message: string },
) {
  await scripts.fetched();
  const late = scripts.from();
  const url = page.url();
  await context.setOffline(true);
  await submit.click();
  await expectMessageAtHand(page, message);
  expect(page.url()).toBe(url);
  expect(late, 'scripts the submit waited for').toEqual([]);
  await context.setOffline(false);
}

const retryButton = (page: Page, key: string) =>
  page.getByRole('button', { name: text('de', key), exact: true });

const legalBoxes = (page: Page) =>
  ['contractSummaryAcknowledged', 'termsAccepted', 'withdrawalInfoAcknowledged'].map((key) =>
    page.getByRole('checkbox', { name: labelled(text('de', `summary:legal.${key}`)) }),
  );

/** A fresh copy of the seeded offer at its summary, the earlier answers kept. */
async function openSummary(page: Page): Promise<OfferVisit> {
  const visit: OfferVisit = { slug: 'aldi', token: await freshOffer('aldi-offer-happy-0001') };
  await openStepWith(page, visit, 'zusammenfassung', {
    personalData: personal,
    idData: idDocument,
    payment,
  });
  await expect(orderButton(page, visit)).toBeVisible();
  return visit;
}

test('summary: "zahlungspflichtig bestellen" offline keeps the ticks; the retry orders', async ({
  page,
  context,
}) => {
  const scripts = watchScripts(page);
  const visit = await openSummary(page);
  await confirmLegal(page, visit);
  await submitOffline(page, context, scripts, {
    submit: orderButton(page, visit),
    message: text('de', 'summary:order.failed.headline'),
  });
  for (const box of legalBoxes(page)) await expect(box).toBeChecked();
  await retryButton(page, 'summary:order.failed.retry').click();
  await expect(page).toHaveURL(atStep(visit, 'danke'));
});

test('summary: offline before the order’s code came, the page stays and the retry orders', async ({
  page,
  context,
}) => {
  // Opened by a page load, as none of its code is there yet: a known customer's tariff
  // change, which asks for no ID number or IBAN the load would have lost.
  const visit: OfferVisit = { slug: 'o2', token: await freshOffer('o2-offer-tm-0001') };
  await openStepWith(page, visit, 'zusammenfassung', { personalData: personal });
  await expect(orderButton(page, visit)).toBeVisible();
  const byPhone = page.getByRole('checkbox', { name: text('de', 'summary:advertising.phone') });
  await expect(byPhone).not.toBeChecked();
  await context.setOffline(true);
  // A changed advertising consent is an answer too; ticked offline, as the legal boxes are.
  await byPhone.check();
  // The form's and the order's code, fetched whole before imported (src/ui/importWhenReachable.ts).
  const codeFailed = page.waitForEvent('requestfailed', (r) => /\/_astro\/.+\.js$/.test(r.url()));
  await order(page, visit);
  await codeFailed;
  // Nothing was sent: the page says the connection is gone, not that the order may have come.
  await expectMessageAtHand(page, text('de', 'ui:step.offline.headline'));
  await expect(page).toHaveURL(atStep(visit, 'zusammenfassung'));
  for (const box of legalBoxes(page)) await expect(box).toBeChecked();
  await expect(byPhone).toBeChecked();
  await context.setOffline(false);
  await retryButton(page, 'ui:step.offline.retry').click();
  await expect(page).toHaveURL(atStep(visit, 'danke'));
  expect(await sandboxConsentChannels(page, visit.token)).toMatchObject({ phone: true });
});

test('personal data: "Weiter" offline keeps what was typed; the retry checks the address and goes on', async ({
  page,
  context,
}) => {
  const visit: OfferVisit = { slug: 'aldi', token: 'aldi-offer-happy-0001' };
  const answers = customer().personal;
  const scripts = watchScripts(page);
  await openOffer(page, visit);
  await continueFromOffer(page, visit);
  await typePersonalData(page, visit, {
    ...answers,
    address: { ...answers.address, street: 'Hauptstraße' },
  });
  await submitOffline(page, context, scripts, {
    submit: personalDataButton(page, visit),
    message: text('de', 'personalData:unavailable.headline'),
  });
  await expect(
    page.getByRole('textbox', { name: labelled(text('de', 'personalData:street.label')) }),
  ).toHaveValue('Hauptstraße');
  await retryButton(page, 'personalData:unavailable.retry').click();
  await expect(page).toHaveURL(atStep(visit, 'ausweisdaten'));
});

test('termination: "jetzt kündigen" offline keeps the choices and what was typed; the retry sends it', async ({
  page,
  context,
}) => {
  const scripts = watchScripts(page);
  await openForm(page, 'aldi');
  await choose(page, 'de');
  await fillCustomer(page, 'de', await customerOf('aldi'));
  await submitOffline(page, context, scripts, {
    submit: submitButton(page),
    message: text('de', 'termination:unavailable.headline'),
  });
  await expect(
    page.getByRole('radio', { name: named(text('de', 'termination:serviceType.mobile.label')) }),
  ).toBeChecked();
  await expect(
    page.getByRole('textbox', { name: named(text('de', 'termination:holder.givenNames')) }),
  ).not.toHaveValue('');
  await retryButton(page, 'termination:unavailable.retry').click();
  await receiptReference(page);
});

test('termination: "jetzt kündigen" with answers missing, offline before its dialog came: the form stays, and the dialog loads on retry', async ({
  page,
  context,
}) => {
  const scripts = watchScripts(page);
  await openForm(page, 'aldi');
  await page
    .getByRole('textbox', { name: named(text('de', 'termination:holder.givenNames')) })
    .fill('Erika');
  // The form's own code came as the customer started on it; the dialog's comes when it opens.
  await scripts.fetched();
  await context.setOffline(true);
  await submitButton(page).click();
  await expect(
    page.getByRole('link', { name: text('de', 'termination:errors.familyName.required') }),
  ).toBeVisible();
  const retry = retryButton(page, 'ui:loadFailed.retry');
  await expect(retry).toBeVisible();
  await expect(
    page.getByRole('textbox', { name: named(text('de', 'termination:holder.givenNames')) }),
  ).toHaveValue('Erika');

  await context.setOffline(false);
  await retry.click();
  await expect(
    page.getByRole('dialog', { name: text('de', 'termination:requiredModal.title') }),
  ).toBeVisible();
});

test('offer code: offline before the form’s own code came, the code stays and the retry opens the offer', async ({
  page,
  context,
}) => {
  await page.goto(brandUrl('aldi', '/angebot'));
  const field = page.getByRole('textbox', { name: /Angebotscode/ });
  await expect(field).toBeEditable();
  await context.setOffline(true);
  await field.fill('aldi-offer-happy-0001');
  await page.keyboard.press('Enter');
  const retry = retryButton(page, 'ui:step.offline.retry');
  await expect(retry).toBeVisible();
  await expect(field).toHaveValue('aldi-offer-happy-0001');

  await context.setOffline(false);
  await retry.click();
  await expect(page).toHaveURL(/\/angebot\/aldi-offer-happy-0001$/);
});

test('withdrawal: "Widerruf bestätigen" offline keeps what was typed; the retry withdraws', async ({
  page,
  context,
}) => {
  // Ordering first is a customer's whole visit before the withdrawal.
  test.setTimeout(90_000);
  const scripts = watchScripts(page);
  const visit = await openSummary(page);
  await order(page, visit);
  await expect(page).toHaveURL(atStep(visit, 'danke'));
  await page
    .getByRole('main')
    .getByRole('link', { name: text('de', 'summary:confirmation.withdraw.link') })
    .click();
  const email = page.getByRole('textbox', {
    name: labelled(text('de', 'withdrawal:email.label')),
  });
  // The form comes filled in from the order; the customer has the receipt sent elsewhere.
  await email.fill('anna.privat@example.de');
  await submitOffline(page, context, scripts, {
    submit: page.getByRole('button', { name: text('de', 'withdrawal:form.submit') }),
    message: text('de', 'withdrawal:unavailable.headline'),
  });
  await expect(email).toHaveValue('anna.privat@example.de');
  await retryButton(page, 'withdrawal:unavailable.retry').click();
  await expect(
    page.getByRole('heading', { name: text('de', 'withdrawal:receipt.headline') }),
  ).toBeVisible({ timeout: 20_000 });
});

test('customer details: "Änderungen speichern" offline keeps what was typed; the retry saves', async ({
  page,
  context,
}) => {
  const scripts = watchScripts(page);
  await page.goto(idvUrl({ slug: 'aldi', token: await freshIdv('aldi-idv-main-0001') }));
  await page.getByRole('button', { name: text('de', 'customerDetails:change') }).click();
  const email = page.getByRole('textbox', {
    name: labelled(text('de', 'personalData:email.label')),
  });
  await expect(email).toBeFocused();
  await email.fill('sabine.neu@example.de');
  await submitOffline(page, context, scripts, {
    submit: page.getByRole('button', { name: text('de', 'customerDetails:form.save') }),
    message: text('de', 'customerDetails:form.unavailable.headline'),
  });
  await expect(email).toHaveValue('sabine.neu@example.de');
  await retryButton(page, 'customerDetails:form.unavailable.retry').click();
  await expect(
    page.getByRole('status').filter({ hasText: text('de', 'customerDetails:saved.headline') }),
  ).toBeVisible();
});

test('e-mail decline: "E-Mail ablehnen" offline stays with its message; back online it declines', async ({
  page,
  context,
}) => {
  const scripts = watchScripts(page);
  await page.goto(brandUrl('nova', '/email-ablehnung?token=nova-mail-decline-0001&brand=nova'));
  const decline = page.getByRole('button', { name: text('de', 'emailDecline:question.decline') });
  await expect(decline).toBeVisible();
  await scripts.fetched();
  const url = page.url();
  await context.setOffline(true);
  await decline.click();
  await expect(
    page.getByRole('heading', { name: text('de', 'emailDecline:unavailable.headline') }),
  ).toBeVisible();
  expect(page.url()).toBe(url);
  await context.setOffline(false);
  await decline.click();
  // Declined now (or, in a retry of this test, before).
  await expect(page.getByText(/^Abgelehnt am \d/)).toBeVisible();
});

test('a footer link tapped offline keeps the page and says why; back online it opens', async ({
  page,
  context,
}) => {
  await page.goto(brandUrl('aldi', '/kuendigung'));
  await formReady(page);
  const url = page.url();
  await context.setOffline(true);
  const cookies = page
    .getByRole('contentinfo')
    .getByRole('link', { name: text('de', 'cookies:footerLink') });
  await cookies.click();
  await expect(
    page.getByRole('status').filter({ hasText: text('de', 'common:layout.offline') }),
  ).toBeVisible();
  expect(page.url()).toBe(url);
  await context.setOffline(false);
  await cookies.click();
  await expect(page).toHaveURL(/\/cookies$/);
});
