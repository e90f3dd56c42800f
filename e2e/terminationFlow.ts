import { GERMAN_WORDS, germanWordsIn } from '../src/i18n/germanWords.ts';
import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { pdfText } from '../sandbox/modules/support/pdfText.ts';
import type { Reason } from '../src/documents/terminationTexts.ts';
import type { TextKey } from '../src/i18n/keys.ts';
import { testText } from '../src/i18n/testing.ts';
import type { TextValues } from '../src/i18n/translate.ts';
import { brandUrl, expect, sandboxOrigin } from './fixtures.ts';

/**
 * The termination and e-mail decline pages as a customer uses them, for the browser specs:
 * texts from the locale files (so the same steps run in every language), the seeded
 * customers and links from the sandbox's scenario list.
 */

export type Locale = 'de' | 'en' | 'tr';

/**
 * A text as the page shows it (`termination:form.submit`), placeholders filled: the build's
 * lookup over the base texts, or a brand's when `slug` names one (its overrides applied).
 * Specs build keys from scenario data, so a key is a string: one without text fails here.
 */
export function t(locale: Locale, key: string, values: TextValues = {}, slug?: string): string {
  return testText(key, { locale, slug, values });
}

export const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An accessible name that starts with the label (a required field adds a marker). */
export const named = (label: string) => new RegExp(`^${escaped(label)}`);

export const localePath = (locale: Locale, path: string) =>
  locale === 'de' ? path : `/${locale}${path}`;

export interface Scenario {
  token: string;
  brand: string;
  name: string;
  path?: string;
  input?: Record<string, string>;
}

export async function scenario(name: string): Promise<Scenario> {
  const list = (await (await fetch(`${sandboxOrigin}/__sandbox/scenarios`)).json()) as Scenario[];
  const found = list.find((s) => s.name === name);
  if (!found) throw new Error(`The sandbox lists no scenario ${name}`);
  return found;
}

/** The seeded customer of a brand's termination form, as the tester types it. */
export async function customerOf(slug: string): Promise<Record<string, string>> {
  return (await scenario(`termination-form-${slug}`)).input ?? {};
}

export const submitButton = (page: Page, locale: Locale = 'de') =>
  page.getByRole('button', { name: named(t(locale, 'termination:form.submit')) });

/**
 * The form is there (not just its first paint) once its first choice is: after the
 * form's code and the brand's options, which take a while on a busy machine.
 */
export const formReady = (page: Page, locale: Locale = 'de') =>
  expect(
    page.getByRole('group', { name: t(locale, 'termination:serviceType.legend') }),
  ).toBeVisible({ timeout: 20_000 });

export async function openForm(page: Page, slug: string, locale: Locale = 'de') {
  await page.goto(brandUrl(slug, localePath(locale, '/kuendigung')));
  await formReady(page, locale);
}

export interface Choices {
  /** `null`: a link already says what is terminated. */
  serviceType?: 'mobile' | 'internet' | 'option' | null;
  special?: { reason: Reason; text?: string };
  /** False: the combination-discount note stays open when it shows (to look at it). */
  answerCombo?: boolean;
}

/** Pages whose combination-discount note is answered whenever it shows. */
const answeringCombo = new WeakSet<Page>();

/**
 * Chooses what is terminated and how, as early as possible. The combination-discount note
 * that "jetzt kündigen" brings up for such a contract (O2) is then answered with its own
 * "Jetzt kündigen", which sends (its own spec looks at it).
 */
export async function choose(page: Page, locale: Locale, choices: Choices = {}) {
  const combo = page.getByRole('dialog', { name: t(locale, 'termination:comboModal.title') });
  if (choices.answerCombo !== false && !answeringCombo.has(page)) {
    answeringCombo.add(page);
    await page.addLocatorHandler(combo, (dialog) =>
      dialog.getByRole('button', { name: t(locale, 'termination:comboModal.goOn') }).click(),
    );
  }
  const radio = (key: TextKey) => page.getByRole('radio', { name: named(t(locale, key)) });
  const service = choices.serviceType === undefined ? 'mobile' : choices.serviceType;
  if (service) await radio(`termination:serviceType.${service}.label`).check();
  const type = choices.special ? 'Special' : 'Regular';
  await radio(`termination:cancellationType.${type}.label`).check();
  if (choices.special) {
    await radio(`termination:reason.${choices.special.reason}.label`).check();
    if (choices.special.text)
      await page
        .getByRole('textbox', { name: named(t(locale, 'termination:reasonText.label')) })
        .fill(choices.special.text);
  }
}

/** Types the contract holder, the contract and the e-mail of a seeded customer. */
export async function fillCustomer(page: Page, locale: Locale, input: Record<string, string>) {
  const field = (key: TextKey) => page.getByRole('textbox', { name: named(t(locale, key)) });
  const [year = '', month = '', day = ''] = (input['birthDate'] ?? '').split('-');
  await field('termination:holder.givenNames').fill(input['givenNames'] ?? '');
  await field('termination:holder.familyName').fill(input['familyName'] ?? '');
  await page.getByRole('textbox', { name: t(locale, 'ui:date.day') }).fill(String(Number(day)));
  await page.getByRole('textbox', { name: t(locale, 'ui:date.month') }).fill(String(Number(month)));
  await page.getByRole('textbox', { name: t(locale, 'ui:date.year') }).fill(year);
  await field('termination:holder.street').fill(input['street'] ?? '');
  await field('termination:holder.houseNumber').fill(input['houseNumber'] ?? '');
  await field('termination:holder.postalCode').fill(input['postalCode'] ?? '');
  await field('termination:holder.city').fill(input['city'] ?? '');
  await field('termination:contract.phoneNumber').fill(input['phoneNumber'] ?? '');
  await field('termination:email.label').fill(input['email'] ?? '');
}

/** The receipt page: its reference (the termination's id) once it shows. */
export async function receiptReference(page: Page, locale: Locale = 'de'): Promise<string> {
  await expect(
    page.getByRole('heading', { name: t(locale, 'termination:receipt.headline') }),
  ).toBeVisible({ timeout: 20_000 });
  const term = page
    .getByRole('term')
    .filter({ hasText: t(locale, 'termination:receipt.reference') });
  const reference = (await term.locator('xpath=following-sibling::dd[1]').innerText()).trim();
  expect(reference).toMatch(/^[0-9a-f-]{36}$/);
  return reference;
}

/** The receipt's end of the contract (the definition after its term). */
export const endOfContract = (page: Page, locale: Locale = 'de') =>
  page
    .getByRole('term')
    .filter({ hasText: t(locale, 'termination:receipt.ends') })
    .locator('xpath=following-sibling::dd[1]');

/**
 * Clicks the button named `button` and reads the PDF it downloads: its file name and its
 * text with white space folded to single spaces.
 */
export async function downloadPdf(page: Page, button: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const text = (await pdfOf(download)).replace(/\s+/g, ' ');
  return { fileName: download.suggestedFilename(), text };
}

/** The text of a downloaded PDF. */
export async function pdfOf(download: Download): Promise<string> {
  const path = await download.path();
  return pdfText(new Uint8Array(readFileSync(path)));
}

/** Words of the German interface and product data (src/i18n/germanWords.ts). */
export const GERMAN = GERMAN_WORDS;

/** German words in what the page shows, leaving out data (names, streets) marked not for translation. */
export async function germanWordsOn(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    const clone = document.body.cloneNode(true) as HTMLElement;
    clone
      .querySelectorAll('[translate="no"], script, style, [lang="de"]')
      .forEach((e) => e.remove());
    return clone.innerText;
  });
  return germanWordsIn(text);
}
