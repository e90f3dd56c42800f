import { href } from '../src/routing/links.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { brandUrl, expect, test } from './fixtures.ts';
import {
  choose,
  endOfContract,
  escaped,
  named,
  downloadPdf,
  receiptReference,
  scenario,
  submitButton,
  t,
} from './terminationFlow.ts';

// Each test is a customer's whole visit across pages.
test.describe.configure({ timeout: 60_000 });

test('a prefilled link: contract and holder read-only, the link gone from the address bar, the rest typed, the receipt and its PDF', async ({
  page,
}) => {
  const link = await scenario('termination-prefilled-aldi');
  await page.goto(brandUrl('aldi', link.path ?? ''));
  const facts = page.getByRole('region', { name: t('de', 'termination:sections.prefilled') });
  await expect(facts.getByRole('definition').first()).toHaveText('Sabine Krüger');
  await expect(facts.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /^Vorname/ })).toHaveCount(0);
  await expect(page).toHaveURL(/\/selfcarekuendigung$/);
  // Where the facts are wrong, the general form is one tap away.
  await expect(
    facts.getByRole('link', { name: t('de', 'termination:prefilled.toForm') }),
  ).toHaveAttribute('href', href('termination', {}, 'de'));
  await expect(page.getByRole('textbox', { name: /^E-Mail-Adresse/ })).toHaveValue(
    'sabine.krueger@example.de',
  );
  await expectNoSeriousViolations(page, 'prefilled form');

  // The link lives in the page's memory only: a reload asks for it again, and opening it
  // again goes on.
  await page.reload();
  await expect(page).toHaveURL(/\/selfcarekuendigung\/error\?reason=reloaded$/);
  await expect(
    page.getByRole('heading', { name: t('de', 'termination:linkError.reloaded.headline') }),
  ).toBeVisible();
  await page.goto(brandUrl('aldi', link.path ?? ''));
  await expect(facts.getByRole('definition').first()).toHaveText('Sabine Krüger');

  await choose(page, 'de', { serviceType: null });
  await submitButton(page).click();
  await expect(page).toHaveURL(/\/selfcarekuendigung\/bestaetigung$/);
  const reference = await receiptReference(page);
  const { text } = await downloadPdf(page, t('de', 'termination:receipt.keep.download'));
  expect(text).toContain(reference);
});

test('a prefilled link knows the contract: "frühestens zum" on the form, a date too early explained, the receipt and its PDF end on the earliest date', async ({
  page,
}) => {
  const link = await scenario('termination-prefilled-o2');
  await page.goto(brandUrl('o2', link.path ?? ''));
  // o2's seeded contract is in its minimum term, which ends some four months from now.
  const hintText = new RegExp(
    `^${escaped(t('de', 'termination:date.now.hintKnown')).replace('\\{\\{date\\}\\}', '(.+?)')}$`,
  );
  const hint = page.getByText(hintText);
  // After the form's code and the link's data, which take a while on a busy machine.
  await expect(hint).toBeVisible({ timeout: 20_000 });
  const earliest = hintText.exec(await hint.innerText())?.[1] ?? '';
  expect(earliest).toMatch(/^\d{1,2}\. \S+ \d{4}$/);

  await choose(page, 'de', { serviceType: null });
  await page.getByRole('radio', { name: named(t('de', 'termination:date.later.choice')) }).check();
  const soon = new Date(Date.now() + 30 * 86_400_000);
  const typed = [soon.getDate(), soon.getMonth() + 1]
    .map((n) => String(n).padStart(2, '0'))
    .concat(String(soon.getFullYear()))
    .join('.');
  const date = page.getByRole('textbox', { name: named(t('de', 'termination:date.later.label')) });
  await date.fill(typed);
  await date.press('Tab');
  // Not refused: the customer learns the contract ends on the earliest date instead.
  const chosen = new Intl.DateTimeFormat('de-DE', { dateStyle: 'long' }).format(soon);
  await expect(page.getByRole('status').filter({ hasText: earliest })).toHaveText(
    t('de', 'termination:date.later.tooEarly', { earliest, chosen }),
  );
  await expectNoSeriousViolations(page, 'prefilled form with a date too early');
  await submitButton(page).click();

  const reference = await receiptReference(page);
  const ends = await endOfContract(page).innerText();
  expect(ends.startsWith(`${earliest} `)).toBe(true);
  expect(ends).toContain(chosen);
  const { text: pdf } = await downloadPdf(page, t('de', 'termination:receipt.keep.download'));
  expect(pdf).toContain(reference);
  expect(pdf).toContain(`${t('de', 'termination:receipt.ends')}: ${ends}`);
});

// A link whose data was changed; an expired one takes the same way to its own headline
// (linkProblem.test.ts, and the sandbox's 410 in its termination tests).
test('a changed link leads to the error page, which explains it and offers the default form', async ({
  page,
}) => {
  const link = await scenario('termination-prefilled-tampered');
  await page.goto(brandUrl(link.brand, link.path ?? ''));
  await expect(page).toHaveURL(/\/selfcarekuendigung\/error\?reason=changed$/);
  await expect(
    page.getByRole('heading', { name: t('de', 'termination:linkError.changed.headline') }),
  ).toBeVisible();
  await expectNoSeriousViolations(page, 'changed link');
  await page.getByRole('link', { name: t('de', 'termination:linkError.toForm') }).click();
  await expect(page).toHaveURL(/\/kuendigung$/);
  await expect(submitButton(page)).toBeVisible();
});

test('without a link the page says the link is incomplete and leads to the default form', async ({
  page,
}) => {
  await page.goto(brandUrl('ortel', '/en/selfcarekuendigung'));
  await expect(page).toHaveURL(/\/en\/selfcarekuendigung\/error\?reason=invalid$/);
  await expect(
    page.getByRole('heading', { name: t('en', 'termination:linkError.invalid.headline') }),
  ).toBeVisible();
  await expect(
    page.getByRole('link', { name: t('en', 'termination:linkError.toForm') }),
  ).toHaveAttribute('href', '/en/kuendigung');
});
