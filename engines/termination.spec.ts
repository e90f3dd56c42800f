import { pdfText } from '../sandbox/modules/support/pdfText.ts';
import { brandUrl } from '../e2e/fixtures.ts';
import { customerOf, localePath, named, t as text } from '../e2e/terminationFlow.ts';
import { localeIso } from '../src/routes.ts';
import { expect, test } from './fixtures.ts';

/**
 * A termination as a customer makes it on a phone, in Turkish (AY YILDIZ): the later end
 * date chosen in the calendar, opened by a tap (the focus on a day, as the keyboard needs
 * it: Firefox left it on the calendar), the receipt and its PDF.
 */

test('AY YILDIZ in Turkish: a later end date from the calendar, the receipt and its PDF', async ({
  tab,
}) => {
  const locale = 'tr';
  const t = (key: string, values?: Record<string, string>) => text(locale, key, values, 'ayyildiz');
  const radio = (key: string) => tab.getByRole('radio', { name: named(t(key)) });
  const field = (key: string) => tab.getByRole('textbox', { name: named(t(key)) });
  const input = await customerOf('ayyildiz');
  const [year = '', month = '', day = ''] = (input['birthDate'] ?? '').split('-');

  await tab.goto(brandUrl('ayyildiz', localePath(locale, '/kuendigung')));
  await radio('termination:serviceType.mobile.label').check();
  await radio('termination:cancellationType.Regular.label').check();
  await radio('termination:date.later.choice').check();

  const label = t('termination:date.later.label');
  await tab.getByRole('button', { name: t('datepicker:openCalendar', { label }) }).click();
  await tab.getByRole('dialog', { name: t('datepicker:dialogLabel', { label }) }).waitFor();
  // The focus on a day of the calendar, so the arrow keys and Enter work at once.
  await expect.poll(() => tab.focused()).toMatch(/^<button [^>]*data-date="\d{4}-\d\d-\d\d"/);
  const [, chosen = ''] = /data-date="([\d-]+)"/.exec(await tab.focused()) ?? [];
  await tab.keyboard.press('Enter');
  const [y, m, d] = chosen.split('-');
  await expect.poll(() => field('termination:date.later.label').value()).toBe(`${d}.${m}.${y}`);

  await field('termination:holder.givenNames').fill(input['givenNames'] ?? '');
  await field('termination:holder.familyName').fill(input['familyName'] ?? '');
  await tab.getByRole('textbox', { name: t('ui:date.day') }).fill(String(Number(day)));
  await tab.getByRole('textbox', { name: t('ui:date.month') }).fill(String(Number(month)));
  await tab.getByRole('textbox', { name: t('ui:date.year') }).fill(year);
  for (const [key, name] of [
    ['holder.street', 'street'],
    ['holder.houseNumber', 'houseNumber'],
    ['holder.postalCode', 'postalCode'],
    ['holder.city', 'city'],
    ['contract.phoneNumber', 'phoneNumber'],
    ['email.label', 'email'],
  ] as const)
    await field(`termination:${key}`).fill(input[name] ?? '');
  await tab.getByRole('button', { name: named(t('termination:form.submit')) }).click();

  await tab.waitForURL(/\/tr\/kuendigung\/bestaetigung$/);
  await tab.getByRole('heading', { name: t('termination:receipt.headline') }).waitFor();
  const reference = await tab.definition(t('termination:receipt.reference'));
  expect(reference).toMatch(/^[0-9a-f-]{36}$/);
  const ends = await tab.definition(t('termination:receipt.ends'));
  // The day chosen, whether the contract ends on it or, were it too early, later.
  const written = new Intl.DateTimeFormat(localeIso[locale], {
    dateStyle: 'long',
    timeZone: 'UTC',
  });
  expect(ends).toContain(written.format(new Date(`${chosen}T00:00:00Z`)));

  const pdf = await tab.download(() =>
    tab.getByRole('button', { name: t('termination:receipt.keep.download') }).click(),
  );
  expect(pdf.fileName).toContain(reference);
  const content = (await pdfText(new Uint8Array(pdf.bytes))).replace(/\s+/g, ' ');
  expect(content).toContain(reference);
  expect(content).toContain(`${input['givenNames']} ${input['familyName']}`);
  expect(content).toContain(`${t('termination:receipt.ends')}: ${ends}`);
});
