import type { Locator, Page } from '@playwright/test';
import { callExamples } from '../../src/api/contract/examples.ts';
import { href } from '../../src/routing/links.ts';
import { expect } from '../fixtures.ts';
import {
  atStep,
  confirmLegal,
  continueButton,
  continueFromOffer,
  customer,
  fillIdData,
  fillPayment,
  fillPersonalData,
  freshOffer,
  labelled,
  logInWithCode,
  offerPath,
  openProtectedOffer,
  orderButton,
  orderWithExampleAnswers,
  setLoginEnd,
  text,
  type OfferVisit,
} from '../offerFlow.ts';
import { flowRuns, onBrand, type PageState, type Run, type Tab } from '../pageState.ts';
import { settle } from '../settle.ts';

/**
 * The offer's states. The flow runs on a fresh copy of the brand's offer (it is ordered at
 * the end), each step with its error summary, reached as directly as possible (answers kept
 * as the steps keep them); after the ID data on the same page, where the ID number and the
 * IBAN live. The orders through the UI are in `orders.spec.ts`. The sandbox seeds a login
 * and a preview for O2 only.
 */

const { personal, idDocument } = callExamples.offerAccept.body;

/** The run's fresh copy of its brand's offer, one for the states of one test. */
const flowVisit = async (run: Run, tab: Tab): Promise<OfferVisit> => ({
  slug: run.slug,
  locale: run.locale,
  token: await tab.once('offer', () => freshOffer(`${run.slug}-offer-happy-0001`)),
});

/** The seeded offer itself, for a first view that orders nothing. */
const seeded = (run: Run, token = `${run.slug}-offer-happy-0001`): OfferVisit => ({
  slug: run.slug,
  locale: run.locale,
  token,
});

const button = (page: Page, run: Run, key: string) =>
  page.getByRole('button', { name: text(run.locale, key), exact: true });

/** Submits a form step as it stands; its error summary takes the focus. */
async function submitExpectingErrors(button: Locator) {
  await button.click();
  await expect(button.page().locator('.ui-error-summary')).toBeFocused();
}

/** On from the ID data or the payment as the state before left it, to the summary. */
async function answerToSummary(page: Page, visit: OfferVisit) {
  const answers = customer(visit.locale);
  if (atStep(visit, 'ausweisdaten').test(page.url())) await fillIdData(page, visit, answers.idData);
  else await fillPayment(page, visit, answers.payment);
  await expect(page).toHaveURL(atStep(visit, 'zusammenfassung'));
  await settle(page);
}

export default [
  {
    name: 'landing',
    screen: 'offerLanding',
    on: flowRuns,
    open: (run) => ({ path: href('offerLanding', {}, run.locale) }),
    act: (page, run) =>
      expect(
        page.getByRole('textbox', {
          name: new RegExp(text(run.locale, 'offer:landing.codeLabel')),
        }),
      ).toBeVisible(),
    measuredOn: 'aldi',
  },
  {
    name: 'error page without an offer',
    screen: 'offerError',
    on: flowRuns,
    open: (run) => ({ path: href('offerErrorGeneric', {}, run.locale) }),
  },
  {
    name: 'offer',
    screen: 'offer',
    on: flowRuns,
    open: async (run, tab) => ({ path: offerPath(await flowVisit(run, tab)) }),
    mainAction: (page, run) => continueButton(page, seeded(run)),
    measuredOn: 'aldi',
  },
  {
    name: 'personal data, with errors',
    screen: 'offerPersonalData',
    on: flowRuns,
    open: async (run, tab) => {
      const visit = await flowVisit(run, tab);
      return { path: offerPath(visit, 'meine-daten'), offer: { token: visit.token, answers: {} } };
    },
    act: (page, run) => submitExpectingErrors(button(page, run, 'personalData:submit')),
    mainAction: (page, run) => button(page, run, 'personalData:submit'),
    measuredOn: 'aldi',
  },
  {
    name: 'address check',
    screen: 'offerPersonalData',
    on: flowRuns,
    follows: true,
    act: async (page, run, tab) => {
      const { chooseAddress = '', ...typed } = customer(run.locale).personal;
      await fillPersonalData(page, await flowVisit(run, tab), typed);
      await expect(page.getByRole('radio', { name: labelled(chooseAddress) })).toBeVisible();
    },
    mainAction: (page, run) => button(page, run, 'personalData:addressCheck.continue'),
  },
  {
    name: 'ID data, with errors',
    screen: 'offerIdData',
    on: flowRuns,
    open: async (run, tab) => {
      const visit = await flowVisit(run, tab);
      return {
        path: offerPath(visit, 'ausweisdaten'),
        offer: { token: visit.token, answers: { personalData: personal } },
      };
    },
    act: (page, run) => submitExpectingErrors(button(page, run, 'idData:submit')),
    mainAction: (page, run) => button(page, run, 'idData:submit'),
    measuredOn: 'aldi',
  },
  {
    name: 'payment, with errors',
    screen: 'offerPayment',
    // A prepaid brand's offer asks for no payment.
    on: (run) => flowRuns(run) && !run.brand.prepaid,
    follows: true,
    act: async (page, run, tab) => {
      const visit = await flowVisit(run, tab);
      await fillIdData(page, visit, customer(run.locale).idData);
      await expect(page).toHaveURL(atStep(visit, 'zahlung'));
      await settle(page);
      await submitExpectingErrors(button(page, run, 'payment:submit'));
    },
    mainAction: (page, run) => button(page, run, 'payment:submit'),
    open: (run) => ({
      path: offerPath(seeded(run), 'zahlung'),
      offer: {
        token: seeded(run).token,
        answers: { personalData: personal, idData: idDocument },
      },
    }),
    measuredOn: 'o2',
  },
  {
    name: 'summary, with errors',
    screen: 'offerSummary',
    on: flowRuns,
    follows: true,
    act: async (page, run, tab) => {
      const visit = await flowVisit(run, tab);
      await answerToSummary(page, visit);
      await submitExpectingErrors(orderButton(page, visit));
    },
    mainAction: (page, run) => orderButton(page, seeded(run)),
    // A page load of the summary finds no ID number or IBAN (they live in the memory of the
    // page they were typed on) and sends a new customer back for them: a known customer's
    // tariff change, which asks for neither, stays.
    open: (run) => {
      const visit = seeded(run, 'o2-offer-tm-0001');
      return {
        path: offerPath(visit, 'zusammenfassung'),
        offer: { token: visit.token, answers: { personalData: personal } },
      };
    },
    measuredOn: 'o2',
  },
  {
    // Another language, while the ID number is held in memory: asked first.
    name: 'summary, asked before another language',
    screen: 'offerSummary',
    on: (run) =>
      flowRuns(run) && run.brand.availableLanguages.some((locale) => locale !== run.locale),
    follows: true,
    act: async (page, run) => {
      const other = run.brand.availableLanguages.find((locale) => locale !== run.locale);
      await page
        .locator('.language-switcher')
        .getByRole('link', { name: text(run.locale, `common:languages.${other}`) })
        .click();
    },
    dialog: true,
  },
  {
    name: 'confirmation',
    screen: 'offerConfirmation',
    on: flowRuns,
    follows: true,
    act: async (page, run, tab) => {
      const visit = await flowVisit(run, tab);
      await confirmLegal(page, visit);
      await orderButton(page, visit).click();
      await expect(
        page.getByRole('heading', { name: text(run.locale, 'summary:confirmation.heading') }),
      ).toBeVisible();
      await settle(page);
    },
    open: async (run, tab) => {
      const visit = await flowVisit(run, tab);
      return {
        path: offerPath(visit, 'danke'),
        prepare: async (page) => {
          await orderWithExampleAnswers(page, visit);
          await expect(page).toHaveURL(atStep(visit, 'danke'));
        },
      };
    },
    measuredOn: 'aldi',
  },
  {
    name: 'error page',
    screen: 'offerError',
    on: flowRuns,
    open: async (run, tab) => ({
      path: `${offerPath(await flowVisit(run, tab), 'fehler')}?code=PaymentFailed`,
    }),
    act: (page, run) =>
      expect(
        page.getByRole('heading', { name: text(run.locale, 'errors:offer.PaymentFailed.title') }),
      ).toBeVisible(),
    mainAction: (page, run) => button(page, run, 'offerError:actions.payAgain'),
    measuredOn: 'aldi',
  },
  {
    name: 'one-time code',
    screen: 'offerLogin',
    on: onBrand('o2'),
    open: (run) => ({ path: href('offerLogin', { token: 'o2-offer-otp-0001' }, run.locale) }),
    mainAction: (page, run) => button(page, run, 'offerLogin:otp.submit'),
    measuredOn: 'o2',
  },
  {
    name: 'brand login',
    screen: 'offerLogin',
    on: onBrand('o2'),
    open: (run) => ({ path: href('offer', { token: 'o2-offer-login-0001' }, run.locale) }),
  },
  {
    name: 'preview',
    screen: 'offerPreview',
    on: onBrand('o2'),
    open: (run) => ({ path: href('offerPreview', { token: 'o2-offer-preview-0001' }, run.locale) }),
    measuredOn: 'o2',
  },
  {
    // The login about to end on a step (WCAG 2.2.1): a dialog offers to stay. It looks the
    // same in every brand and language: one run. Last of the offer's states: the login it
    // leaves in the tab is another customer's for any offer after it.
    name: 'login ending',
    screen: 'offerPersonalData',
    on: (run) => onBrand('o2')(run) && run.locale === 'de',
    open: async (run, tab) => {
      const visit: OfferVisit = {
        ...seeded(run),
        seed: 'o2-offer-otp-0001',
        token: await tab.once('otp offer', () => freshOffer('o2-offer-otp-0001')),
      };
      return {
        path: offerPath(visit, 'meine-daten'),
        prepare: async (page) => {
          await openProtectedOffer(page, visit);
          await logInWithCode(page, visit);
          await continueFromOffer(page, visit);
        },
      };
    },
    act: async (page, run) => {
      // The stored login now ends in 90 s: the page loaded again is within the warning.
      await setLoginEnd(page, 90_000);
      await page.reload();
      await expect(
        page.getByRole('dialog', { name: text(run.locale, 'offer:session.ending.title') }),
      ).toBeVisible();
    },
    dialog: true,
  },
] satisfies PageState[];
