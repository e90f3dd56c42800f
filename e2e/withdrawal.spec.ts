import type { Page } from '@playwright/test';
import { ORDER_REFERENCE_RULE } from '../sandbox/modules/offers/orderReference.ts';
import { callExamples } from '../src/api/contract/examples.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { brands, brandUrl, expect, sandboxOrigin, test } from './fixtures.ts';
import { freshOffer, goToStep, orderWithExampleAnswers, type OfferVisit } from './offerFlow.ts';
import {
  GERMAN,
  germanWordsOn,
  localePath,
  named,
  downloadPdf,
  scenario,
  t,
  type Locale,
} from './terminationFlow.ts';

/**
 * The withdrawal function (issues 13 and 18, Art. 11a Directive 2011/83/EU): the footer
 * link on every brand, an order placed here withdrawn in two steps with its receipt and
 * PDF, every other statement (late, unknown, withdrawn before, a stranger's) acknowledged
 * on the same page without withdrawing anything, keyboard only, and no German words in
 * English or Turkish. The seeded orders come from the sandbox's scenario list.
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
  const { personal } = callExamples.offerAccept.body;
  await orderWithExampleAnswers(page, visit);
  await expect(page).toHaveURL(/\/danke$/);

  // Step one: the link on the confirmation, which fills in the form from the order.
  await page
    .getByRole('main')
    .getByRole('link', { name: t('de', 'summary:confirmation.withdraw.link') })
    .click();
  await expect(page).toHaveURL(/\/widerruf$/);
  await formReady(page);
  await expect(field(page, 'de', 'order')).toHaveValue(ORDER_REFERENCE_RULE);
  const reference = await field(page, 'de', 'order').inputValue();
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

  // The same id replays the receipt; another statement is acknowledged like any other.
  const body = JSON.stringify({
    name: `${personal.givenNames} ${personal.familyName}`,
    order: reference,
    email: personal.contact.email,
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
  expect((await send(crypto.randomUUID())).status).toBe(201);

  const { fileName, text } = await downloadPdf(page, t('de', 'withdrawal:receipt.keep.download'));
  expect(fileName).toBe(`Widerrufsbestaetigung-${id}.pdf`);
  expect(text).toContain(id);
  expect(text).toContain(reference);
  const receivedAt = t('de', 'withdrawal:receipt.receivedAt');
  expect(text).toContain(`${receivedAt}: ${await receiptValue(page, receivedAt).innerText()}`);
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

/** What the sandbox made of a statement, from the queue a person works through. */
async function outcomeOf(id: string) {
  const list = (await (await fetch(`${sandboxOrigin}/__sandbox/withdrawals`)).json()) as {
    id: string;
    outcome: { kind: string; reason?: string };
  }[];
  return list.find((x) => x.id === id)?.outcome;
}

/** The offer link of a seeded order still opens: nothing was withdrawn. */
async function stillOpen(offerToken: string | undefined) {
  const answer = await fetch(`${sandboxOrigin}/api/offer/verify/${offerToken ?? ''}`);
  return ((await answer.json()) as { code?: string }).code !== 'OfferWithdrawn';
}

test("keyboard only: a late statement, an unknown order, one withdrawn before and a stranger's guess each get the same receipt, and withdraw nothing", async ({
  page,
}) => {
  const ended = await scenario('withdrawal-period-ended');
  const unknown = await scenario('withdrawal-unknown-order');
  const done = await scenario('withdrawal-already-done');
  const victim = await scenario('withdrawal-o2');
  const cases = [
    { name: 'late', brand: ended.brand, input: ended.input ?? {}, reason: 'periodToCheck' },
    { name: 'unknown', brand: unknown.brand, input: unknown.input ?? {}, reason: 'unknownOrder' },
    { name: 'withdrawn', brand: done.brand, input: done.input ?? {}, reason: 'alreadyWithdrawn' },
    {
      name: 'stranger',
      brand: victim.brand,
      input: { name: 'Max Schneider', order: victim.token, email: 'max@example.de' },
      reason: 'detailsDiffer',
    },
  ];
  // Nothing typed yet: the error summary takes the focus.
  await page.goto(brandUrl(ended.brand, '/widerruf'));
  await formReady(page);
  await tabTo(page, 'withdrawal-name');
  await page.keyboard.press('Enter');
  await expect(page.locator('.ui-error-summary')).toBeFocused();
  await expectNoSeriousViolations(page, 'form with errors');

  const terms = new Set<string>();
  for (const { name, brand, input, reason } of cases) {
    await page.goto(brandUrl(brand, '/widerruf'));
    await formReady(page);
    await tabTo(page, 'withdrawal-name');
    for (const [i, value] of [input['name'], input['order'], input['email']].entries()) {
      if (i > 0) await page.keyboard.press('Tab');
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(value ?? '');
    }
    await page.keyboard.press('Enter');
    await expect(page, name).toHaveURL(/\/widerruf\/bestaetigung$/, { timeout: 20_000 });
    await expect(
      page.getByRole('heading', { name: t('de', 'withdrawal:receipt.headline') }),
    ).toBeVisible({ timeout: 20_000 });
    await expect(receiptValue(page, t('de', 'withdrawal:receipt.order'))).toHaveText(
      input['order'] ?? '',
    );
    await expect(
      page.getByText(
        t('de', 'withdrawal:receipt.next.check').replace('{{email}}', input['email'] ?? ''),
      ),
    ).toBeVisible();
    terms.add((await page.getByRole('term').allInnerTexts()).join('|'));
    const id = (
      await receiptValue(page, t('de', 'withdrawal:receipt.reference')).innerText()
    ).trim();
    expect(await outcomeOf(id), name).toMatchObject({ kind: 'review', reason });
    if (name === 'late') await expectNoSeriousViolations(page, 'receipt of a late statement');
  }
  // One page for all: nothing on it tells which of them named a real order.
  expect(terms.size).toBe(1);
  expect(await stillOpen(ended.input?.['offerToken'])).toBe(true);
  expect(await stillOpen(victim.input?.['offerToken'])).toBe(true);
});

for (const { slug, locale } of [
  { slug: 'ortel', locale: 'en' },
  { slug: 'ayyildiz', locale: 'tr' },
] as const satisfies readonly { slug: string; locale: Locale }[]) {
  test(`${slug} in ${locale}: the form, its messages and the receipt of an unknown order hold no German interface word`, async ({
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
      order: (await scenario('withdrawal-unknown-order')).token,
      email: 'a@example.de',
    });
    await confirmButton(page, locale).click();
    await expect(
      page.getByRole('heading', { name: t(locale, 'withdrawal:receipt.headline') }),
    ).toBeVisible({ timeout: 20_000 });
    expect(await germanWordsOn(page)).toEqual([]);
    await expectNoSeriousViolations(page, `${locale} receipt`);
    const { fileName, text: pdf } = await downloadPdf(
      page,
      t(locale, 'withdrawal:receipt.keep.download'),
    );
    expect(fileName).toMatch(
      {
        en: /^Withdrawal-confirmation-[0-9a-f-]{36}\.pdf$/,
        tr: /^Cayma-onayı-[0-9a-f-]{36}\.pdf$/,
      }[locale],
    );
    expect(pdf).toContain(t(locale, 'withdrawal:receipt.statementText'));
    expect(pdf.match(GERMAN) ?? []).toEqual([]);
    await page.goto(brandUrl(slug, localePath(locale, '/widerruf/bestaetigung')));
    await expect(
      page.getByRole('heading', { name: t(locale, 'withdrawal:receipt.headline') }),
    ).toBeVisible({ timeout: 20_000 });
  });
}
