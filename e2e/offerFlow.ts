import type { Page } from '@playwright/test';
import { callExamples } from '../src/api/contract/examples.ts';
import type { Locale } from '../src/routes.ts';
import { offerTitle } from '../src/documents/offerTitle.ts';
import { testText } from '../src/i18n/testing.ts';
import { AUTH_TOKEN_STORAGE_KEY } from '../src/stores/authToken.ts';
import type { TextValues } from '../src/i18n/translate.ts';
import { brandUrl, expect, sandboxOrigin } from './fixtures.ts';

/**
 * The offer flow as a customer takes it, step by step, for the browser specs: open the
 * offer, log in, answer each step by its labels and order. Texts come from the locale
 * files, so the same steps run in German and in English. The sandbox (its scenario list
 * and its API) answers what only the backend knows: the one-time code, what the offer
 * requires, its state and its order.
 */

export type { Locale };

/** A seeded offer on its brand's site, read in one language. */
export interface OfferVisit {
  slug: string;
  token: string;
  /** The seeded offer this one is a fresh copy of (`freshOffer`): its scenario lists the code. */
  seed?: string;
  locale?: Locale;
}

export type StepPath =
  | ''
  | 'login'
  | 'meine-daten'
  | 'ausweisdaten'
  | 'zahlung'
  | 'zusammenfassung'
  | 'danke'
  | 'fehler';

/**
 * A text as the page shows it in `locale`, by its key (`namespace:path.to.key`): the build's
 * lookup over the base texts, or a brand's when `slug` names one (its overrides applied).
 * Specs build keys from scenario data, so a key is a string: one without text fails here.
 */
export function text(locale: Locale, key: string, values: TextValues = {}, slug?: string): string {
  return testText(key, { locale, slug, values });
}

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A label as the accessible name starts with it (a required field may add a marker). */
export const labelled = (label: string) => new RegExp(`^${escaped(label)}`);

const localeOf = (visit: OfferVisit): Locale => visit.locale ?? 'de';
const t = (visit: OfferVisit, key: string, values?: TextValues) =>
  text(localeOf(visit), key, values, visit.slug);

/** The path of a step of the offer, in the visit's language. */
export function offerPath(visit: OfferVisit, step: StepPath = ''): string {
  const prefix = localeOf(visit) === 'de' ? '' : `/${localeOf(visit)}`;
  return `${prefix}/angebot/${visit.token}${step ? `/${step}` : ''}`;
}

/** The URL rule of a step, for `toHaveURL` (the error page carries its code). */
export const atStep = (visit: OfferVisit, step: StepPath) =>
  new RegExp(`${escaped(offerPath(visit, step))}${step === 'fehler' ? '\\?' : '$'}`);

export const goToStep = (page: Page, visit: OfferVisit, step: StepPath) =>
  page.goto(brandUrl(visit.slug, offerPath(visit, step)));

// ── The sandbox ────────────────────────────────────────────────────────────────────

interface Scenario {
  token: string;
  input?: { otp?: string };
}

/** The code the sandbox "sends by SMS" for an otp offer, as its scenario lists it. */
export async function otpOf(token: string): Promise<string> {
  const answer = await fetch(`${sandboxOrigin}/__sandbox/scenarios`);
  const scenarios = (await answer.json()) as Scenario[];
  const code = scenarios.find((s) => s.token === token)?.input?.otp;
  if (!code) throw new Error(`The sandbox lists no one-time code for ${token}`);
  return code;
}

/**
 * A fresh, unordered copy of a seeded offer under its own token: a test that orders it
 * uses up nothing another test, or its own retry on CI, still needs.
 */
export async function freshOffer(seedToken: string): Promise<string> {
  const answer = await fetch(`${sandboxOrigin}/__sandbox/offers/${seedToken}/copy`, {
    method: 'POST',
  });
  expect(answer.status, `copy of ${seedToken}`).toBe(201);
  return ((await answer.json()) as { token: string }).token;
}

export interface Requirements {
  needsLogin: boolean;
  needsOtp: boolean;
  needsIdData: boolean;
  needsPayment: boolean;
}

/** What the sandbox holds of an offer right now: its state and what it asks for. */
export async function sandboxOffer(
  token: string,
): Promise<{ state: string; offerType: string; requirements: Requirements }> {
  const answer = await fetch(`${sandboxOrigin}/api/offer/verify/${token}`);
  expect(answer.status, `verify ${token}`).toBe(200);
  return (await answer.json()) as {
    state: string;
    offerType: string;
    requirements: Requirements;
  };
}

/** The offer's title as its page composes it from the API's offer (the offer section's heading). */
export async function offerName(token: string, locale: Locale = 'de'): Promise<string> {
  const answer = await fetch(`${sandboxOrigin}/api/offer/${token}`);
  expect(answer.status, `offer ${token}`).toBe(200);
  const offer = (await answer.json()) as Parameters<typeof offerTitle>[1];
  return offerTitle((key, values) => text(locale, key, values), offer);
}

/** The customer's bearer token from the login, as the page keeps it. */
async function bearerOf(page: Page): Promise<Record<string, string>> {
  const stored = await page.evaluate((key) => localStorage.getItem(key), AUTH_TOKEN_STORAGE_KEY);
  if (!stored) return {};
  return { Authorization: `Bearer ${(JSON.parse(stored) as { token: string }).token}` };
}

/** The reference of the offer's order in the sandbox; there is none before it was ordered. */
export async function sandboxOrderReference(page: Page, token: string): Promise<string> {
  const answer = await fetch(`${sandboxOrigin}/api/offer/summary/${token}`, {
    headers: await bearerOf(page),
  });
  expect(answer.status, `order summary of ${token}`).toBe(200);
  return ((await answer.json()) as { orderReference: string }).orderReference;
}

/** The advertising consent the sandbox holds for the customer behind the offer. */
export async function sandboxConsentChannels(
  page: Page,
  token: string,
): Promise<Record<string, boolean>> {
  const answer = await fetch(`${sandboxOrigin}/api/consent/${token}`, {
    headers: await bearerOf(page),
  });
  expect(answer.status, `consent of ${token}`).toBe(200);
  return ((await answer.json()) as { channels: Record<string, boolean> }).channels;
}

/** Counts the page's accept calls for the offer from now on. */
export function watchOrders(page: Page, token: string): { keys: (string | undefined)[] } {
  const keys: (string | undefined)[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes(`/api/offer/accept/${token}`))
      keys.push(request.headers()['idempotency-key']);
  });
  return { keys };
}

// ── Opening the offer and logging in ──────────────────────────────────────────────

export const continueButton = (page: Page, visit: OfferVisit) =>
  page.getByRole('button', { name: t(visit, 'offer:offer.continue'), exact: true });

/** Opens the offer link; an unprotected offer shows its details and the button on. */
export async function openOffer(page: Page, visit: OfferVisit) {
  await goToStep(page, visit, '');
  await expect(continueButton(page, visit)).toBeVisible();
}

/** Opens a protected offer's link: the customer is sent to log in first. */
export async function openProtectedOffer(page: Page, visit: OfferVisit) {
  await goToStep(page, visit, '');
  await expect(page).toHaveURL(atStep(visit, 'login'));
}

export const codeField = (page: Page, visit: OfferVisit) =>
  page.getByRole('textbox', { name: labelled(t(visit, 'offerLogin:otp.label')) });

/** Types the code from the SMS; the offer, unseen until now, shows with its button on. */
export async function logInWithCode(page: Page, visit: OfferVisit) {
  await codeField(page, visit).fill(await otpOf(visit.seed ?? visit.token));
  await page.getByRole('button', { name: t(visit, 'offerLogin:otp.submit') }).click();
  await expect(page).toHaveURL(atStep(visit, ''));
  await expect(continueButton(page, visit)).toBeVisible();
}

/** The offer page's button on, to the personal data (the offer page stores the cart). */
export async function continueFromOffer(page: Page, visit: OfferVisit) {
  await continueButton(page, visit).click();
  await expect(page).toHaveURL(atStep(visit, 'meine-daten'));
}

// ── The customer's answers ─────────────────────────────────────────────────────────

export interface PostalAddress {
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
}

export interface PersonalAnswers {
  salutation: 'frau' | 'herr';
  givenNames: string;
  familyName: string;
  birth: DateParts;
  email: string;
  address: PostalAddress;
  /**
   * The start of the radio to choose when the address check answers with a correction or
   * a choice; without it the address is expected to pass as typed.
   */
  chooseAddress?: string;
}

export interface IdAnswers {
  /** Typed into the nationality field to filter the list, then the option chosen. */
  nationalityTyped: string;
  nationality: string;
  documentType: 'idCard' | 'passport' | 'residencePermit';
  documentNumber: string;
  issuingAuthority: string;
  expiry: DateParts;
}

export interface PaymentAnswers {
  iban: string;
  bank: string;
  accountHolder: string;
}

export interface Answers {
  personal: PersonalAnswers;
  idData: IdAnswers;
  payment: PaymentAnswers;
}

/** A customer with a mistyped street (the check corrects it) and an Austrian passport. */
export function customer(locale: Locale = 'de'): Answers {
  return {
    personal: {
      salutation: 'frau',
      givenNames: 'Anna Maria',
      familyName: 'Müller-Lüdenscheidt',
      birth: { day: '17', month: '5', year: '1990' },
      email: 'anna.mueller@example.de',
      address: { street: 'Hauptstrase', houseNumber: '5', postalCode: '10827', city: 'Berlin' },
      chooseAddress: `${text(locale, 'personalData:addressCheck.suggestion')} Hauptstraße 5, 10827 Berlin`,
    },
    idData: {
      nationalityTyped: { de: 'Österr', en: 'Austr', tr: 'Avust' }[locale],
      nationality: { de: 'Österreich', en: 'Austria', tr: 'Avusturya' }[locale],
      documentType: 'passport',
      documentNumber: 'U12345678',
      issuingAuthority: 'Stadt Wien',
      expiry: { day: '31', month: '8', year: String(new Date().getFullYear() + 5) },
    },
    payment: {
      iban: 'DE89 3704 0044 0532 0130 00',
      bank: 'Commerzbank',
      accountHolder: 'Anna Maria Müller-Lüdenscheidt',
    },
  };
}

const field = (page: Page, visit: OfferVisit, key: string) =>
  page.getByRole('textbox', { name: labelled(t(visit, key)) });

export interface DateParts {
  day: string;
  month: string;
  year: string;
}

/** A three-part date field (GOV.UK date input): the group named by its legend. */
export const dateGroup = (page: Page, visit: OfferVisit, legendKey: string) =>
  page.getByRole('group', { name: t(visit, legendKey) });

/** Types a date into its three fields: day, month, year. */
export async function fillDate(
  page: Page,
  visit: OfferVisit,
  legendKey: string,
  { day, month, year }: DateParts,
) {
  const group = dateGroup(page, visit, legendKey);
  await group.getByRole('textbox', { name: t(visit, 'ui:date.day'), exact: true }).fill(day);
  await group.getByRole('textbox', { name: t(visit, 'ui:date.month'), exact: true }).fill(month);
  await group.getByRole('textbox', { name: t(visit, 'ui:date.year'), exact: true }).fill(year);
}

export const personalDataButton = (page: Page, visit: OfferVisit) =>
  page.getByRole('button', { name: t(visit, 'personalData:submit'), exact: true });

/**
 * Types the personal data as the customer sees it (known answers are typed over). An
 * existing customer's name and birth date are shown, not asked: those stay as known.
 */
export async function typePersonalData(page: Page, visit: OfferVisit, answers: PersonalAnswers) {
  const { birth, address } = answers;
  const email = field(page, visit, 'personalData:email.label');
  await expect(email).toBeVisible();
  if (await field(page, visit, 'personalData:givenNames.label').count()) {
    await page
      .getByRole('radio', {
        name: labelled(t(visit, `personalData:salutation.${answers.salutation}`)),
      })
      .check();
    await field(page, visit, 'personalData:givenNames.label').fill(answers.givenNames);
    await field(page, visit, 'personalData:familyName.label').fill(answers.familyName);
    await fillDate(page, visit, 'personalData:birthDate.legend', birth);
  }
  await email.fill(answers.email);
  await field(page, visit, 'personalData:street.label').fill(address.street);
  await field(page, visit, 'personalData:houseNumber.label').fill(address.houseNumber);
  await field(page, visit, 'personalData:postalCode.label').fill(address.postalCode);
  await field(page, visit, 'personalData:city.label').fill(address.city);
}

/** Types the personal data and goes on, choosing the address the check offers if asked to. */
export async function fillPersonalData(page: Page, visit: OfferVisit, answers: PersonalAnswers) {
  await typePersonalData(page, visit, answers);
  await personalDataButton(page, visit).click();
  if (answers.chooseAddress === undefined) return;
  await page.getByRole('radio', { name: labelled(answers.chooseAddress) }).check();
  await page
    .getByRole('button', { name: t(visit, 'personalData:addressCheck.continue'), exact: true })
    .click();
}

/** Fills the ID data: nationality from the list, document, and its expiry date. */
export async function fillIdData(page: Page, visit: OfferVisit, answers: IdAnswers) {
  const nationality = page.getByRole('combobox', {
    name: labelled(t(visit, 'idData:nationality.label')),
  });
  await expect(nationality).toBeEnabled();
  await nationality.fill(answers.nationalityTyped);
  await page.getByRole('option', { name: answers.nationality, exact: true }).click();
  await expect(nationality).toHaveValue(answers.nationality);
  await page
    .getByRole('radio', {
      name: labelled(t(visit, `idData:documentType.${answers.documentType}.label`)),
    })
    .check();
  await field(page, visit, 'idData:documentNumber.label').fill(answers.documentNumber);
  await field(page, visit, 'idData:issuingAuthority.label').fill(answers.issuingAuthority);
  await fillDate(page, visit, 'idData:expiryDate.legend', answers.expiry);
  await page.getByRole('button', { name: t(visit, 'idData:submit'), exact: true }).click();
}

/** Fills the IBAN (the bank it belongs to shows), the account holder and grants the mandate. */
export async function fillPayment(page: Page, visit: OfferVisit, answers: PaymentAnswers) {
  const iban = field(page, visit, 'payment:iban.label');
  await iban.fill(answers.iban);
  await iban.blur();
  await expect(
    page.getByText(t(visit, 'payment:iban.bank', { bank: answers.bank }), { exact: false }),
  ).toBeVisible();
  await field(page, visit, 'payment:accountHolder.label').fill(answers.accountHolder);
  await page.getByRole('checkbox', { name: labelled(t(visit, 'payment:mandate.consent')) }).check();
  await page.getByRole('button', { name: t(visit, 'payment:submit'), exact: true }).click();
}

export const orderButton = (page: Page, visit: OfferVisit) =>
  page.getByRole('button', { name: t(visit, 'summary:order.submit'), exact: true });

/** Ticks the three legal confirmations the summary asks for. */
export async function confirmLegal(page: Page, visit: OfferVisit) {
  for (const key of ['contractSummaryAcknowledged', 'termsAccepted', 'withdrawalInfoAcknowledged'])
    await page.getByRole('checkbox', { name: labelled(t(visit, `summary:legal.${key}`)) }).check();
}

/** Confirms and orders; the answer leaves the summary (confirmation or error page). */
export async function order(page: Page, visit: OfferVisit) {
  await confirmLegal(page, visit);
  await orderButton(page, visit).click();
}

/** The contract example's answers kept as the steps keep them, then the order from the summary. */
export async function orderWithExampleAnswers(page: Page, visit: OfferVisit) {
  const { personal, idDocument, payment } = callExamples.offerAccept.body;
  await openStepWith(page, visit, 'zusammenfassung', {
    personalData: personal,
    idData: idDocument,
    payment,
  });
  await expect(orderButton(page, visit)).toBeVisible();
  await order(page, visit);
}

/**
 * From the personal data to the order, through the steps the offer requires, checking
 * that each step leads to the next one the sandbox says the offer needs.
 */
export async function answerAndOrder(
  page: Page,
  visit: OfferVisit,
  answers: Answers = customer(localeOf(visit)),
) {
  const { requirements } = await sandboxOffer(visit.token);
  await fillPersonalData(page, visit, answers.personal);
  if (requirements.needsIdData) {
    await expect(page).toHaveURL(atStep(visit, 'ausweisdaten'));
    await fillIdData(page, visit, answers.idData);
  }
  if (requirements.needsPayment) {
    await expect(page).toHaveURL(atStep(visit, 'zahlung'));
    await fillPayment(page, visit, answers.payment);
  }
  await expect(page).toHaveURL(atStep(visit, 'zusammenfassung'));
  await expect(orderButton(page, visit)).toBeVisible();
  await order(page, visit);
}

/** The confirmation names the order the sandbox holds for the offer. */
export async function expectConfirmation(page: Page, visit: OfferVisit) {
  await expect(page).toHaveURL(atStep(visit, 'danke'));
  await expect(
    page.getByRole('heading', { name: t(visit, 'summary:confirmation.heading') }),
  ).toBeVisible();
  const reference = await sandboxOrderReference(page, visit.token);
  await expect(page.getByText(reference, { exact: true })).toBeVisible();
  return reference;
}

// ── Answers kept as the steps leave them, for specs about a later step ─────────────

/** The confirmed answers of an offer link's steps, as `src/flows/offer/offerAnswers.ts` keeps them. */
export interface KeptAnswers {
  personalData?: unknown;
  idData?: unknown;
  payment?: unknown;
}

/** Where this tab keeps an offer link's answers (sessionStorage, `src/flows/answers.ts`). */
const answersKey = (token: string) => `answers:offer:${token}`;

/** The confirmed answer of one step in this tab, `undefined` when there is none. */
export async function confirmedAnswer(page: Page, token: string, step: keyof KeptAnswers) {
  const kept = await page.evaluate(
    (key) => JSON.parse(sessionStorage.getItem(key) ?? 'null') as unknown,
    answersKey(token),
  );
  return (kept as { answers?: KeptAnswers } | null)?.answers?.[step];
}

/** Keeps answers for the offer link in this tab, as the steps would have confirmed them. */
export async function keepAnswers(page: Page, token: string, answers: KeptAnswers) {
  await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [
    answersKey(token),
    JSON.stringify({ answers, typing: {} }),
  ] as const);
}

/** A kept answer's field, for typing it again. */
const keptField = (answer: unknown, name: string): string =>
  String((answer as Record<string, unknown> | undefined)?.[name] ?? '');

/** A step's address, also as the change the summary asks for (`?aendern`). */
const atStepOrChange = (visit: OfferVisit, step: StepPath) =>
  new RegExp(`${escaped(offerPath(visit, step))}(\\?aendern)?$`);

/**
 * The ID document's number and the IBAN live only in the memory of the page they were
 * typed on: after a page load the site asks for them again. Types them again wherever it
 * asks, as the customer would (the rest of those steps is kept), until the page shows
 * `step`.
 */
export async function typeAgainUntil(
  page: Page,
  visit: OfferVisit,
  kept: KeptAnswers,
  step: StepPath,
) {
  const idNumber = field(page, visit, 'idData:documentNumber.label');
  const iban = field(page, visit, 'payment:iban.label');
  const asked = { ausweisdaten: idNumber, zahlung: iban } as const;
  const arrived = step === 'zusammenfassung' ? orderButton(page, visit) : asked[step as 'zahlung'];
  const where = async () => {
    const url = page.url();
    if (atStep(visit, step).test(url) && (await arrived.isVisible())) return 'arrived';
    for (const at of ['ausweisdaten', 'zahlung'] as const)
      if (at !== step && atStepOrChange(visit, at).test(url) && (await asked[at].isVisible()))
        return at;
    return 'moving';
  };
  type Where = Awaited<ReturnType<typeof where>>;
  const settled = async (): Promise<Where> => {
    let found: Where = 'moving';
    await expect.poll(async () => (found = await where())).not.toBe('moving');
    return found as Where;
  };
  for (;;) {
    const at = await settled();
    if (at === 'arrived' || at === 'moving') return;
    if (at === 'ausweisdaten') {
      await idNumber.fill(keptField(kept.idData, 'documentNumber'));
      await page.getByRole('button', { name: t(visit, 'idData:submit'), exact: true }).click();
    } else {
      await iban.fill(keptField(kept.payment, 'iban'));
      await page.getByRole('button', { name: t(visit, 'payment:submit'), exact: true }).click();
    }
    await expect(page).not.toHaveURL(atStepOrChange(visit, at));
  }
}

/**
 * Opens the offer (which stores the cart), keeps the earlier steps' answers as those
 * steps would have, and opens `step`. For specs about one step whose earlier steps are
 * covered by their own specs. To reach a step after the ID data or payment, this opens
 * that step first and types its memory-only field again (`typeAgainUntil`); the step then
 * leads on within the same page, as for a customer who reloaded there.
 */
export async function openStepWith(
  page: Page,
  visit: OfferVisit,
  step: StepPath,
  kept: KeptAnswers,
) {
  await openOffer(page, visit);
  await keepAnswers(page, visit.token, kept);
  const steps: StepPath[] = ['ausweisdaten', 'zahlung', 'zusammenfassung'];
  const needed = (answer: unknown, at: StepPath) =>
    answer !== undefined && steps.indexOf(step) > steps.indexOf(at);
  const first = needed(kept.idData, 'ausweisdaten')
    ? 'ausweisdaten'
    : needed(kept.payment, 'zahlung')
      ? 'zahlung'
      : step;
  await goToStep(page, visit, first);
  if (first === step) await expect(page).toHaveURL(atStep(visit, step));
  else await typeAgainUntil(page, visit, kept, step);
}

/** Everything this tab's sessionStorage and localStorage hold, as one text to search. */
export const webStorage = (page: Page) =>
  page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }));

/** The offer links whose answers this tab keeps. */
export const keptAnswerLinks = (page: Page) =>
  page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('answers:')));

/** The stored login now ends `ms` from the page's clock; the page reads it when loaded again. */
export async function setLoginEnd(page: Page, ms: number): Promise<void> {
  await page.evaluate(
    ([key, left]) => {
      const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as object;
      const expiresAt = new Date(Date.now() + left).toISOString();
      localStorage.setItem(key, JSON.stringify({ ...stored, expiresAt }));
    },
    [AUTH_TOKEN_STORAGE_KEY, ms] as const,
  );
}
