import type { Page } from '@playwright/test';
import { callExamples } from '../src/api/contract/examples.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { brands, brandUrl, expect, sandboxOrigin, test } from './fixtures.ts';
import {
  freshOffer,
  goToStep,
  openStepWith,
  order,
  orderButton,
  type OfferVisit,
} from './offerFlow.ts';
import {
  germanWordsOn,
  localePath,
  named,
  pdfOf,
  scenario,
  t,
  type Locale,
} from './terminationFlow.ts';

/**
 * The withdrawal function (issue 13, Art. 11a Directive 2011/83/EU): the footer link on
 * every brand, an order placed here withdrawn in two steps with its receipt and PDF, the
 * refusals each on their own page, keyboard only, and no German words in English or
 * Turkish. The seeded orders come from the sandbox's scenario list.
 */

// A test that orders first is a customer's whole visit.
test.describe.configure({ timeout: 120_000 });

const confirmButton = (page: Page, locale: Locale = 'de') =>
  page.getByRole('button', { name: t(locale, 'withdrawal:form.submit') });
const field = (page: Page, locale: Locale, key: string) =>
  page.getByRole('textbox', { name: named(t(locale, `withdrawal:${key}.label`)) });

/** The form is there (not just its first paint) once its fields are. */
const formReady = (page: Page, locale: Locale = 'de') =>
  expect(field(page, locale, 'order')).toBeVisible({ timeout: 20_000 });

async function fill(page: Page, locale: Locale, input: Record<string, string | undefined>) {
  await field(page, locale, 'name').fill(input['name'] ?? '');
  await field(page, locale, 'order').fill(input['order'] ?? '');
  await field(page, locale, 'email').fill(input['email'] ?? '');
}

/** The receipt's value of a term. */
const receiptValue = (page: Page, term: string) =>
  page.getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::dd[1]');

for (const brand of brands) {
  test(`${brand.slug}: "Vertrag widerrufen" in the footer leads to the form without a login @smoke`, async ({
    page,
  }) => {
    await page.goto(brandUrl(brand.slug, '/'));
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Verträge hier kündigen' })).toBeVisible();
    await footer.getByRole('link', { name: 'Vertrag widerrufen' }).click();
    await expect(page).toHaveURL(/\/widerruf$/);
    // In the page as delivered: the button there, no login.
    await expect(confirmButton(page)).toBeVisible();
    await expect(page.locator('input[type="password"]')).toHaveCount(0);
  });
}

test('an order placed here is withdrawn in two steps from its confirmation: a double click sends it once, the receipt, its PDF, a reload, the offer link says withdrawn', async ({
  page,
}) => {
  const visit: OfferVisit = { slug: 'aldi', token: await freshOffer('aldi-offer-happy-0001') };
  const { personal, idDocument, payment } = callExamples.offerAccept.body;
  await openStepWith(page, visit, 'zusammenfassung', {
    personalData: personal,
    idData: idDocument,
    payment,
  });
  await expect(orderButton(page, visit)).toBeVisible();
  await order(page, visit);
  await expect(page).toHaveURL(/\/danke$/);

  // Step one: the link on the confirmation, which fills in the form from the order.
  await page
    .getByRole('main')
    .getByRole('link', { name: t('de', 'summary:confirmation.withdraw.link') })
    .click();
  await expect(page).toHaveURL(/\/widerruf$/);
  await formReady(page);
  const reference = await field(page, 'de', 'order').inputValue();
  expect(reference).toMatch(/^B-\d{4}-\d{7}$/);
  await expect(field(page, 'de', 'name')).toHaveValue(
    `${personal.givenNames} ${personal.familyName}`,
  );
  await expect(field(page, 'de', 'email')).toHaveValue(personal.contact.email);
  await expectNoSeriousViolations(page, 'prefilled form');

  // Step two: "Widerruf bestätigen", twice in a row.
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/aldi\/withdrawal\//.test(request.url()))
      posts.push(request.url());
  });
  await confirmButton(page).dblclick();
  await expect(page).toHaveURL(/\/widerruf\/bestaetigung$/);
  await expect(
    page.getByRole('heading', { name: t('de', 'withdrawal:receipt.headline') }),
  ).toBeVisible({ timeout: 20_000 });
  expect(new Set(posts).size).toBe(1);
  const id = (await receiptValue(page, t('de', 'withdrawal:receipt.reference')).innerText()).trim();
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  await expect(receiptValue(page, t('de', 'withdrawal:receipt.receivedAt'))).toHaveText(
    /^\d{1,2}\. \S+ \d{4} um \d{2}:\d{2}$/,
  );
  await expect(receiptValue(page, t('de', 'withdrawal:receipt.order'))).toHaveText(reference);
  await expectNoSeriousViolations(page, 'receipt');

  // The sandbox withdrew it once: the same id replays the receipt, another id is refused.
  const body = JSON.stringify({
    name: personal.familyName,
    order: reference,
    email: 'x@example.de',
  });
  const send = (withId: string) =>
    fetch(`${sandboxOrigin}/api/aldi/withdrawal/${withId}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
  const replay = await send(id);
  expect(replay.status).toBe(200);
  expect(((await replay.json()) as { id: string }).id).toBe(id);
  expect(await (await send(crypto.randomUUID())).json()).toMatchObject({
    code: 'WithdrawalAlreadyDone',
  });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: t('de', 'withdrawal:receipt.keep.download') }).click(),
  ]);
  const text = await pdfOf(download);
  expect(text).toContain(id);
  expect(text).toContain(reference);
  expect(text).toMatch(/Eingegangen am: \n?\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr/);
  await expect(
    page.getByRole('button', { name: t('de', 'withdrawal:receipt.keep.print') }),
  ).toBeVisible();

  await page.reload();
  await expect(receiptValue(page, t('de', 'withdrawal:receipt.reference'))).toHaveText(id, {
    timeout: 20_000,
  });

  await goToStep(page, visit, '');
  await expect(
    page.getByRole('heading', { name: t('de', 'errors:offer.OfferWithdrawn.title') }),
  ).toBeVisible({ timeout: 20_000 });
});

/** Tabs until the field with this id has the focus: the page driven by the keyboard alone. */
async function tabTo(page: Page, id: string) {
  for (let i = 0; i < 40; i += 1) {
    if (await page.evaluate((want) => document.activeElement?.id === want, id)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached #${id}`);
}

test('keyboard only: a period ended, an unknown order and one withdrawn before each get their own page, and lead back to the form', async ({
  page,
}) => {
  const ended = await scenario('withdrawal-period-ended');
  const done = await scenario('withdrawal-already-done');
  const cases = [
    { brand: ended.brand, input: ended.input ?? {}, code: 'WithdrawalPeriodEnded' },
    {
      brand: ended.brand,
      input: { ...ended.input, order: 'B-2026-9999999' },
      code: 'WithdrawalOrderNotFound',
    },
    { brand: done.brand, input: done.input ?? {}, code: 'WithdrawalAlreadyDone' },
  ];
  // Nothing typed yet: the error summary takes the focus.
  await page.goto(brandUrl(ended.brand, '/widerruf'));
  await formReady(page);
  await tabTo(page, 'withdrawal-name');
  await page.keyboard.press('Enter');
  await expect(page.locator('.ui-error-summary')).toBeFocused();
  await expectNoSeriousViolations(page, 'form with errors');

  for (const { brand, input, code } of cases) {
    await page.goto(brandUrl(brand, '/widerruf'));
    await formReady(page);
    await tabTo(page, 'withdrawal-name');
    // What an earlier case typed is kept: each field is typed over.
    for (const [i, value] of [input['name'], input['order'], input['email']].entries()) {
      if (i > 0) await page.keyboard.press('Tab');
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(value ?? '');
    }
    await page.keyboard.press('Enter');
    const headline = page.getByRole('heading', {
      name: t('de', `withdrawal:refused.${code}.headline`),
    });
    await expect(headline, code).toBeFocused({ timeout: 20_000 });
    await expectNoSeriousViolations(page, code);
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('button', { name: t('de', 'withdrawal:refused.change') }),
    ).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(field(page, 'de', 'order')).toHaveValue(input['order'] ?? '');
  }
});

for (const { slug, locale } of [
  { slug: 'ortel', locale: 'en' },
  { slug: 'ayyildiz', locale: 'tr' },
] as const satisfies readonly { slug: string; locale: Locale }[]) {
  test(`${slug} in ${locale}: the form, its messages, a refusal and the receipt page hold no German interface word`, async ({
    page,
  }) => {
    await page.goto(brandUrl(slug, localePath(locale, '/widerruf')));
    await formReady(page, locale);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await confirmButton(page, locale).click();
    await expect(page.locator('.ui-error-summary')).toBeFocused();
    expect(await germanWordsOn(page)).toEqual([]);
    await fill(page, locale, {
      name: 'Ayşe Yılmaz',
      order: 'B-2026-9999999',
      email: 'a@example.de',
    });
    await confirmButton(page, locale).click();
    await expect(
      page.getByRole('heading', {
        name: t(locale, 'withdrawal:refused.WithdrawalOrderNotFound.headline'),
      }),
    ).toBeVisible({ timeout: 20_000 });
    expect(await germanWordsOn(page)).toEqual([]);
    await expectNoSeriousViolations(page, `${locale} refusal`);
    await page.goto(brandUrl(slug, localePath(locale, '/widerruf/bestaetigung')));
    await expect(
      page.getByRole('link', { name: t(locale, 'withdrawal:receipt.none.link') }),
    ).toBeVisible({ timeout: 20_000 });
    expect(await germanWordsOn(page)).toEqual([]);
  });
}
