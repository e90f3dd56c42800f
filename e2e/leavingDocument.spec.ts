import type { Page } from '@playwright/test';
import { callExamples } from '../src/api/contract/examples.ts';
import type { Locale } from '../src/routes.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import {
  atStep,
  customer,
  fillIdData,
  fillPayment,
  freshOffer,
  labelled,
  openStepWith,
  text,
  type OfferVisit,
} from './offerFlow.ts';

/**
 * The ID data, payment and summary steps share one document, which holds the ID document's
 * number and the IBAN in memory only (issue 18). Whatever loads a new document — a language
 * link, the update notice's reload — first names what would be typed again, and the
 * customer goes on or stays with everything kept; with nothing held, the page simply loads
 * in that language (issue 34, items 2 and 14). AY YILDIZ speaks German and Turkish.
 */

// A customer's visit through three steps, each typed.
test.describe.configure({ timeout: 90_000 });

const { personal } = callExamples.offerAccept.body;

async function openIdStep(page: Page, locale: Locale): Promise<OfferVisit> {
  const visit: OfferVisit = {
    slug: 'ayyildiz',
    token: await freshOffer('ayyildiz-offer-happy-0001'),
    locale,
  };
  await openStepWith(page, visit, 'ausweisdaten', { personalData: personal });
  return visit;
}

const languageLink = (page: Page, name: string) =>
  page.locator('.language-switcher').getByRole('link', { name });

/** The question before a page load, in the page's language, with the answers it names. */
async function expectAsked(page: Page, locale: Locale, reason: string, held: string[]) {
  const dialog = page.getByRole('dialog', { name: text(locale, `offer:leaving.${reason}.title`) });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveText(
    held.map((step) => text(locale, `offer:leaving.${step}`)),
  );
  return dialog;
}

test('a language link on the ID step with nothing held loads the page in that language at once', async ({
  page,
}) => {
  const visit = await openIdStep(page, 'tr');
  await languageLink(page, 'Deutsch').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page).toHaveURL(atStep({ ...visit, locale: 'de' }, 'ausweisdaten'));
  await expect(
    page.getByRole('heading', { level: 1, name: text('de', 'idData:screens.offerIdData.heading') }),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('on the ID, payment and summary steps a language link names the answers typed again; staying keeps them, going on loads German', async ({
  page,
}) => {
  const visit = await openIdStep(page, 'tr');
  const answers = customer('tr');
  const number = page.getByRole('textbox', {
    name: labelled(text('tr', 'idData:documentNumber.label')),
  });
  await number.fill(answers.idData.documentNumber);
  await languageLink(page, 'Deutsch').click();
  const stay = async (held: string[]) => {
    const dialog = await expectAsked(page, 'tr', 'language', held);
    await dialog.getByRole('button', { name: text('tr', 'offer:leaving.stay') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  };
  await stay(['idData']);
  await expect(number).toHaveValue(answers.idData.documentNumber);
  await expect(page).toHaveURL(atStep(visit, 'ausweisdaten'));

  await fillIdData(page, visit, answers.idData);
  await expect(page).toHaveURL(atStep(visit, 'zahlung'));
  await languageLink(page, 'Deutsch').click();
  await stay(['idData']);

  await fillPayment(page, visit, answers.payment);
  await expect(page).toHaveURL(atStep(visit, 'zusammenfassung'));
  await languageLink(page, 'Deutsch').click();
  await expectNoSeriousViolations(page, 'the question before a language switch');
  await stay(['idData', 'payment']);
  await expect(page.getByText(answers.idData.documentNumber)).toBeVisible();

  await languageLink(page, 'Deutsch').click();
  const dialog = await expectAsked(page, 'tr', 'language', ['idData', 'payment']);
  await dialog.getByRole('button', { name: text('tr', 'offer:leaving.language.go') }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  // The German page asks for the number again and says why; the other answers are kept.
  await expect(page.getByText(text('de', 'offer:memoryOnly.idData'))).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`/angebot/${visit.token}/ausweisdaten`);
});

test('the update notice\'s "Jetzt neu laden" on the summary names the ID number and the IBAN first', async ({
  page,
}) => {
  await page.route('**/builds/latest.json', (route) =>
    route.fulfill({ json: { buildId: 'a-newer-build', builtAt: new Date().toISOString() } }),
  );
  const visit = await openIdStep(page, 'de');
  const notice = page
    .getByRole('status')
    .filter({ hasText: text('de', 'common:release.updateAvailable') });
  await expect(notice).toBeVisible();
  const answers = customer('de');
  await fillIdData(page, visit, answers.idData);
  await fillPayment(page, visit, answers.payment);
  await expect(page).toHaveURL(atStep(visit, 'zusammenfassung'));

  const reloadButton = notice.getByRole('button', { name: text('de', 'common:release.reload') });
  await reloadButton.click();
  let dialog = await expectAsked(page, 'de', 'reload', ['idData', 'payment']);
  await dialog.getByRole('button', { name: text('de', 'offer:leaving.stay') }).click();
  await expect(dialog).toBeHidden();
  await expect(reloadButton).toBeFocused();
  await expect(page.getByText(answers.idData.documentNumber)).toBeVisible();

  await reloadButton.click();
  dialog = await expectAsked(page, 'de', 'reload', ['idData', 'payment']);
  const reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: text('de', 'offer:leaving.reload.go') }).click();
  await reloaded;
  await expect(page.getByText(text('de', 'offer:memoryOnly.idData'))).toBeVisible();
});
