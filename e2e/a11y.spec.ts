import type { Locator, Page } from '@playwright/test';
import { callExamples } from '../src/api/contract/examples.ts';
import type { Locale } from '../src/routes.ts';
import { localizePath } from '../src/routing/paths.ts';
import { href } from '../src/routing/links.ts';
import { islands, type IslandScreen } from '../src/routing/screens.ts';
import { brands, brandUrl, expect, test } from './fixtures.ts';
import { landmarkViolations, seriousViolations } from './axe.ts';
import { lookProblems } from './look.ts';
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
  goToStep,
  keepAnswers,
  labelled,
  openOffer,
  offerPath,
  openProtectedOffer,
  orderButton,
  sandboxOffer,
  text,
  type OfferVisit,
} from './offerFlow.ts';
import { distinctStaticPages } from './pageStates.ts';
import { settle } from './settle.ts';
import {
  choose,
  customerOf,
  fillCustomer,
  formReady,
  germanWordsOn,
  scenario,
  submitButton,
} from './terminationFlow.ts';

/**
 * Every distinct page state, on every brand and in every language as `runs` below divides
 * them, passes axe, shows no German interface word outside German, and looks right on a phone (`lookProblems`: nothing scrolls sideways
 * at 320 px, no button clips its label, the screen's main button is a filled shape). One
 * page per group of static pages that render alike (the 14 shells that share one layout
 * are one state, every 404 is one), and each flow screen with its data: the entry screens,
 * the offer, each step with its error summary, the address check, the summary, the
 * confirmation of a real order, the error page. States are reached as directly as possible
 * (answers kept as the steps keep them); the orders through the UI are in `orders.spec.ts`.
 * The sandbox seeds a login and a preview for O2 only: those screens are checked there, as
 * are the receipts and result pages, whose layout is the same on every brand; the prefilled
 * termination and the e-mail decline are seeded for ALDI.
 */

// Up to ten pages a test, each settled and checked.
test.describe.configure({ timeout: 120_000 });

/**
 * Where each kind of state is checked. What a brand changes is its theme (colours, type,
 * spacing, logo) and a few texts; what a language changes is every text. So the static
 * pages and the forms are checked on every brand in German and once in each other
 * language (on the first brand that offers it); the offer flow's states, the longest run,
 * once in each language and on the brands whose offers differ (O2's login, ALDI's
 * prepaid order). Each theme's tokens are checked for contrast in brandContrast.test.ts,
 * and every shell of every brand and language at 320 px in look.spec.ts.
 */
const otherLanguages = (['en', 'tr'] as const).flatMap((locale) => {
  const brand = brands.find((b) => b.availableLanguages.includes(locale));
  return brand ? [{ slug: brand.slug, locale }] : [];
});
const runs: { slug: string; locale: Locale }[] = [
  ...brands.map((b) => ({ slug: b.slug, locale: 'de' as const })),
  ...otherLanguages,
];
const offerFlowRuns = new Set(
  [{ slug: 'o2', locale: 'de' }, { slug: 'aldi', locale: 'de' }, ...otherLanguages].map(
    ({ slug, locale }) => `${slug} ${locale}`,
  ),
);

const { personal } = callExamples.offerAccept.body;

/**
 * Each state checked, with what axe and the look found there and, on an English or Turkish
 * page, any German interface word; the test fails once, naming them all.
 */
function findingsOn(page: Page, locale: Locale) {
  const found: string[] = [];
  return {
    found,
    async check(state: string, mainAction?: Locator) {
      const german = locale === 'de' ? [] : await germanWordsOn(page);
      for (const problem of [
        ...(await seriousViolations(page)),
        ...(await lookProblems(page, mainAction)),
        ...(german.length ? [`German words: ${german.join(', ')}`] : []),
      ])
        found.push(`${state}: ${problem}`);
    },
    /** A dialog open over the page: also no landmark it adds twice (its title bar). */
    async checkDialog(state: string) {
      await expect(page.getByRole('dialog')).toBeVisible();
      await this.check(state);
      for (const problem of await landmarkViolations(page)) found.push(`${state}: ${problem}`);
    },
  };
}

/** Opens a path of the brand (or a full URL) and waits until its screen shows. */
async function open(page: Page, slug: string, path: string) {
  await page.goto(brandUrl(slug, path));
  await settle(page);
}

/** Submits a form step as it stands; its error summary takes the focus. */
async function submitExpectingErrors(page: Page, button: Locator) {
  await button.click();
  await expect(page.locator('.ui-error-summary')).toBeFocused();
}

/** The island screens the runs below reach on every brand, in every language, or where seeded. */
const checkedScreens: Record<IslandScreen, 'every brand' | 'every language' | 'o2' | 'aldi'> = {
  entryNovum: 'every brand',
  offerLanding: 'every brand',
  offerError: 'every brand',
  offer: 'every language',
  offerLogin: 'o2',
  offerPersonalData: 'every language',
  offerIdData: 'every language',
  offerPayment: 'every language',
  offerSummary: 'every language',
  offerConfirmation: 'every language',
  offerPreview: 'o2',
  termination: 'every brand',
  terminationConfirmation: 'o2',
  withdrawal: 'every brand',
  withdrawalConfirmation: 'o2',
  selfcareTermination: 'aldi',
  selfcareTerminationError: 'o2',
  selfcareTerminationConfirmation: 'o2',
  emailRejection: 'aldi',
  idv: 'every brand',
  idvFailed: 'o2',
  idvExpired: 'o2',
  idvPending: 'o2',
  idvSuccess: 'o2',
  idvConsumed: 'o2',
  idvCompleted: 'o2',
  idvPostIdent: 'o2',
};

test('every island screen has its states in the runs below', () => {
  expect(Object.keys(checkedScreens).sort()).toEqual(Object.keys(islands).sort());
});

for (const { slug, locale } of runs) {
  test.describe(`${slug} (${locale})`, () => {
    test('static pages and entry screens: axe and the phone look', async ({ page }) => {
      const findings = findingsOn(page, locale);
      for (const path of distinctStaticPages(slug, locale)) {
        await open(page, slug, path);
        await findings.check(path);
      }
      await open(page, slug, localizePath('/angebot', locale));
      await expect(
        page.getByRole('textbox', { name: new RegExp(text(locale, 'offer:landing.codeLabel')) }),
      ).toBeVisible();
      await findings.check('offer landing');
      await open(page, slug, localizePath('/angebot/fehler', locale));
      await findings.check('error page without an offer');
      await open(page, slug, localizePath('/entry/novum', locale));
      await expect(
        page.getByRole('heading', { name: text(locale, 'entryNovum:invalid.headline') }),
      ).toBeVisible();
      await findings.check('Novum entry without an id');
      if (slug === 'o2') {
        await open(page, slug, localizePath('/angebot/o2-offer-login-0001', locale));
        await findings.check('brand login');
        await open(page, slug, localizePath('/angebot/preview/o2-offer-preview-0001', locale));
        await findings.check('offer preview');
      }
      expect(findings.found).toEqual([]);
    });

    if (offerFlowRuns.has(`${slug} ${locale}`))
      test('the offer flow with data, each step with its errors: axe and the phone look', async ({
        page,
      }) => {
        const findings = findingsOn(page, locale);
        const visit: OfferVisit = {
          slug,
          token: await freshOffer(`${slug}-offer-happy-0001`),
          locale,
        };
        const { requirements } = await sandboxOffer(visit.token);
        const t = (key: string) => text(locale, key);
        const button = (key: string) => page.getByRole('button', { name: t(key), exact: true });

        await openOffer(page, visit);
        await settle(page);
        await findings.check('offer', continueButton(page, visit));

        await continueFromOffer(page, visit);
        await settle(page);
        await submitExpectingErrors(page, button('personalData:submit'));
        await findings.check('personal data, with errors', button('personalData:submit'));

        const { chooseAddress = '', ...typed } = customer(locale).personal;
        await fillPersonalData(page, visit, typed);
        await expect(page.getByRole('radio', { name: labelled(chooseAddress) })).toBeVisible();
        await findings.check('address check', button('personalData:addressCheck.continue'));

        await keepAnswers(page, visit.token, { personalData: personal });
        await goToStep(page, visit, 'ausweisdaten');
        await settle(page);
        await submitExpectingErrors(page, button('idData:submit'));
        await findings.check('ID data, with errors', button('idData:submit'));

        // On from here within the page: the document number and the IBAN live in its memory.
        const answers = customer(locale);
        await fillIdData(page, visit, answers.idData);
        if (requirements.needsPayment) {
          await expect(page).toHaveURL(atStep(visit, 'zahlung'));
          await settle(page);
          await submitExpectingErrors(page, button('payment:submit'));
          await findings.check('payment, with errors', button('payment:submit'));
          await fillPayment(page, visit, answers.payment);
        }

        await expect(page).toHaveURL(atStep(visit, 'zusammenfassung'));
        await settle(page);
        await submitExpectingErrors(page, orderButton(page, visit));
        await findings.check('summary, with errors', orderButton(page, visit));

        // Another language, while the ID number is held in memory: asked first.
        const other = brands
          .find((b) => b.slug === slug)
          ?.availableLanguages.find((l) => l !== locale);
        if (other) {
          await page
            .locator('.language-switcher')
            .getByRole('link', { name: text(locale, `common:languages.${other}`) })
            .click();
          await findings.checkDialog('summary, asked before another language');
          await page.keyboard.press('Escape');
        }

        await confirmLegal(page, visit);
        await orderButton(page, visit).click();
        await expect(
          page.getByRole('heading', { name: t('summary:confirmation.heading') }),
        ).toBeVisible();
        await settle(page);
        await findings.check('confirmation');

        await open(page, slug, `${offerPath(visit, 'fehler')}?code=PaymentFailed`);
        await expect(
          page.getByRole('heading', { name: t('errors:offer.PaymentFailed.title') }),
        ).toBeVisible();
        await findings.check('error page', button('offerError:actions.payAgain'));

        if (slug === 'o2') {
          await openProtectedOffer(page, { ...visit, token: 'o2-offer-otp-0001' });
          await settle(page);
          await findings.check('one-time code', button('offerLogin:otp.submit'));
        }
        expect(findings.found).toEqual([]);
      });

    test('termination, withdrawal and verification forms with data: axe and the phone look', async ({
      page,
    }) => {
      const findings = findingsOn(page, locale);
      await open(page, slug, localizePath('/kuendigung', locale));
      await formReady(page, locale);
      await findings.check('termination form', submitButton(page, locale));
      await submitButton(page, locale).click();
      await findings.checkDialog('termination form, required fields');
      await page.keyboard.press('Escape');
      if (slug === 'o2') {
        // "jetzt kündigen" for a mobile contract: the combination-discount note.
        await choose(page, locale, { serviceType: 'mobile', answerCombo: false });
        await fillCustomer(page, locale, await customerOf(slug));
        await submitButton(page, locale).click();
        await findings.checkDialog('termination form, combination-discount note');
        await page.keyboard.press('Escape');
      }

      await open(page, slug, localizePath('/widerruf', locale));
      await findings.check(
        'withdrawal form',
        page.getByRole('button', { name: text(locale, 'withdrawal:form.submit') }),
      );

      await open(page, slug, href('idv', { token: `${slug}-idv-main-0001` }, locale));
      await findings.check('verification methods');

      if (slug === 'aldi') {
        for (const name of ['termination-prefilled-aldi', 'declinemail-aldi']) {
          const { path = '' } = await scenario(name);
          await open(page, slug, localizePath(path, locale));
          await findings.check(name);
        }
      }
      expect(findings.found).toEqual([]);
    });

    if (slug === 'o2')
      test('receipts and verification results (seeded on O2): axe and the phone look', async ({
        page,
      }) => {
        const findings = findingsOn(page, locale);
        for (const path of [
          '/kuendigung/bestaetigung',
          '/widerruf/bestaetigung',
          '/selfcarekuendigung/error',
          '/selfcarekuendigung/bestaetigung',
        ]) {
          await open(page, slug, localizePath(path, locale));
          await findings.check(path);
        }
        // Each result opened at its own address: the choice would only lead there.
        for (const [route, token] of [
          ['idvFailed', 'idv-status-failed-0001'],
          ['idvPending', 'idv-status-pending-0001'],
          ['idvPostIdent', 'idv-status-postident-0001'],
        ] as const) {
          await open(page, slug, href(route, { token }, locale));
          await findings.check(`verification ${token}`);
        }
        // Seeded on several brands, which need not offer this run's language.
        for (const [route, code] of locale === 'de'
          ? ([
              ['idvExpired', 'OFFER_EXPIRED'],
              ['idvSuccess', 'IDV_SUCCESS'],
              ['idvConsumed', 'OFFER_CONSUMED'],
              ['idvCompleted', 'IDV_COMPLETED'],
            ] as const)
          : []) {
          const seeded = await scenario(`idv-code-${code}`);
          await open(page, seeded.brand, href(route, { token: seeded.token }, locale));
          await findings.check(`verification ended with ${code}`);
        }
        expect(findings.found).toEqual([]);
      });
  });
}
