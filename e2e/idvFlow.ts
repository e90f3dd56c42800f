import type { Locator, Page } from '@playwright/test';
import type { IdvMethod } from '../src/api/contract/idv.ts';
import type { Locale, RouteId } from '../src/routes.ts';
import { href } from '../src/routing/links.ts';
import { providerOutcomes, type OutcomeName } from '../sandbox/modules/idv/outcomes.ts';
import { providerTexts } from '../sandbox/modules/idv/providerPage.ts';
import { brandUrl, expect, sandboxOrigin } from './fixtures.ts';
import { text as offerText, type Locale as OfferLocale } from './offerFlow.ts';

/**
 * The identity verification as a customer takes it, for the browser specs: the sandbox
 * (its scenarios, copies of seeded verifications, its simulated provider) answers what only
 * the backend knows; texts come from the locale files, in any of the three languages.
 */

/** A text as the page shows it in `locale` (the lookup is the offer flow's, any locale). */
export const text = (locale: Locale, key: string, values?: Record<string, string>) =>
  offerText(locale as OfferLocale, key, values);

export interface IdvVisit {
  slug: string;
  token: string;
  locale?: Locale;
}

/**
 * How long a page may take from its address to its first answer: the static page, its
 * island and the API calls, on a busy shared machine.
 */
export const PAGE_READY = { timeout: 15_000 };

/** The URL of a verification page, on the visit's brand host and in its language. */
export const idvUrl = ({ slug, token, locale = 'de' }: IdvVisit, page: RouteId = 'idv') =>
  brandUrl(slug, (href as (id: RouteId, p: object, l: Locale) => string)(page, { token }, locale));

/** The address-bar rule of a verification page. */
export const atIdvPage = (visit: IdvVisit, page: RouteId) =>
  new RegExp(`${idvUrl(visit, page).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/**
 * A fresh copy of a seeded verification: an outcome ends a verification for good, so a test
 * that ends one takes a copy nobody else (nor its own retry) opens.
 */
export async function freshIdv(seed: string): Promise<string> {
  const answer = await fetch(`${sandboxOrigin}/__sandbox/idv/copy/${seed}`, { method: 'POST' });
  expect(answer.status, `copy of ${seed}`).toBe(201);
  return ((await answer.json()) as { token: string }).token;
}

interface Scenario {
  token: string;
  brand: string;
  name: string;
}

/** The sandbox's seeded cases whose name starts with `prefix`. */
export async function scenarios(prefix: string): Promise<Scenario[]> {
  const answer = await fetch(`${sandboxOrigin}/__sandbox/scenarios`);
  return ((await answer.json()) as Scenario[]).filter((s) => s.name.startsWith(prefix));
}

/**
 * Starts a method as the site does (POST …/methods with the site's origin) and answers the
 * provider page it leads to.
 */
export async function startAtProvider(visit: IdvVisit, method: IdvMethod): Promise<string> {
  const origin = new URL(brandUrl(visit.slug, '/')).origin;
  const answer = await fetch(
    `${sandboxOrigin}/api/idv/${visit.token}/methods?language=${visit.locale ?? 'de'}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin },
      body: JSON.stringify({ method }),
    },
  );
  expect(answer.status, `start ${method} for ${visit.token}`).toBe(200);
  return ((await answer.json()) as { providerUrl: string }).providerUrl;
}

/** The simulated provider's button that ends the verification with `outcome`. */
export const outcomeButton = (page: Page, outcome: OutcomeName, locale: Locale = 'de') =>
  page.getByRole('button', { name: providerTexts[locale].outcomes[outcome] });

/** The result page an outcome lands on, and the headline that says what happened. */
export function landingOf(outcome: OutcomeName, locale: Locale = 'de') {
  const result: { route: RouteId; code?: string } = providerOutcomes[outcome];
  // An end has its code's words; a status (failed, pending, PostIdent) the page's own.
  const headline = result.code ? `errors:idv.${result.code}.title` : `idv:result.${outcome}.title`;
  return { route: result.route, headline: text(locale, headline) };
}

/** The method's radio on the choice, by its name. */
export const methodRadio = (page: Page, method: IdvMethod, locale: Locale = 'de') =>
  page.getByRole('radio', {
    name: new RegExp(`^${text(locale, `idv:method.${method}.name`).replace(/[()]/g, '\\$&')}`),
  });

/** "Was Sie tun können": the ways on that every result page offers. */
export async function expectWaysOn(page: Page, locale: Locale = 'de') {
  const actions = page.getByRole('region', { name: text(locale, 'idv:result.actionsHeading') });
  const ways: Locator = actions.getByRole('link').or(actions.getByRole('button'));
  await expect(ways.first()).toBeVisible();
}
