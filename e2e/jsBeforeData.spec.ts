import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { budgets, loadedWeight } from '../scripts/pageWeight.ts';
import { DIST } from '../scripts/paths.ts';
import type { PageViewEvent } from '../src/analytics/dataLayer.ts';
import { callExamples } from '../src/api/contract/examples.ts';
import type { RouteId } from '../src/routes.ts';
import { href, routeById } from '../src/routing/links.ts';
import { shellPath } from '../src/routing/patterns.ts';
import { islands, type IslandScreen } from '../src/routing/screens.ts';
import { shellFile } from '../src/shells.ts';
import { brandUrl, expect, test } from './fixtures.ts';
import { settle, UNSETTLED } from './settle.ts';
import { scenario } from './terminationFlow.ts';
import {
  freshOffer,
  keepAnswers,
  offerPath,
  openOffer,
  orderWithExampleAnswers,
  type KeptAnswers,
  type OfferVisit,
} from './offerFlow.ts';

/**
 * All the JavaScript a flow screen loads before its data is on screen, measured in the
 * browser: a fresh browser context (nothing cached) opens the screen and lists every
 * script it requests until the first paint has given way to the view with its data (not
 * what it requests after, such as the web-vitals library) —
 * the page's eager scripts, the island, the view's chunks, the API client, and anything
 * the view loads to render at all. What loads only on demand (error dialogs, the date
 * picker, a tooltip on first hover) is not requested then and does not count. Each file
 * is sized as the eager budget sizes it (`loadedWeight`, gzip of the built file), so a
 * heavier view, a heavier loader or a chunk the view now needs at once fails here.
 */

/** The screen's place, what it needs kept in the browser, and where it belongs. */
interface Setup {
  route: RouteId;
  slug: string;
  path: string;
  /** Prepares the browser in a first context: its storage is carried over, its cache is not. */
  prepare?: (page: Page) => Promise<void>;
}

const { personal, idDocument } = callExamples.offerAccept.body;

/** Opens the offer (which keeps the cart) and keeps the answers of the steps before. */
const withCart = (visit: OfferVisit, answers: KeptAnswers) => async (page: Page) => {
  await openOffer(page, visit);
  await keepAnswers(page, visit.token, answers);
};

const aldi = (token: string): OfferVisit => ({ slug: 'aldi', token });
const happy = aldi('aldi-offer-happy-0001');

const setups: Record<IslandScreen, () => Promise<Setup>> = {
  entryNovum: async () => ({ route: 'entryNovum', slug: 'aldi', path: '/entry/novum' }),
  offerLanding: async () => ({ route: 'offerLanding', slug: 'aldi', path: '/angebot' }),
  offerError: async () => ({
    route: 'offerError',
    slug: 'aldi',
    path: `${offerPath(happy, 'fehler')}?code=OfferExpired`,
  }),
  offer: async () => ({ route: 'offer', slug: 'aldi', path: offerPath(happy) }),
  offerLogin: async () => ({
    route: 'offerLogin',
    slug: 'o2',
    path: offerPath({ slug: 'o2', token: 'o2-offer-otp-0001' }, 'login'),
  }),
  offerPersonalData: async () => ({
    route: 'offerPersonalData',
    slug: 'aldi',
    path: offerPath(happy, 'meine-daten'),
    prepare: withCart(happy, {}),
  }),
  offerIdData: async () => ({
    route: 'offerIdData',
    slug: 'aldi',
    path: offerPath(happy, 'ausweisdaten'),
    prepare: withCart(happy, { personalData: personal }),
  }),
  offerPayment: async () => {
    const visit: OfferVisit = { slug: 'o2', token: 'o2-offer-happy-0001' };
    return {
      route: 'offerPayment',
      slug: 'o2',
      path: offerPath(visit, 'zahlung'),
      prepare: withCart(visit, { personalData: personal, idData: idDocument }),
    };
  },
  // A page load of the summary finds no ID number or IBAN (they live in the memory of the
  // page they were typed on) and sends a new customer back for them: a known customer's
  // tariff change, which asks for neither, stays.
  offerSummary: async () => {
    const visit: OfferVisit = { slug: 'o2', token: 'o2-offer-tm-0001' };
    return {
      route: 'offerSummary',
      slug: 'o2',
      path: offerPath(visit, 'zusammenfassung'),
      prepare: withCart(visit, { personalData: personal }),
    };
  },
  offerConfirmation: async () => {
    const visit = aldi(await freshOffer('aldi-offer-happy-0001'));
    return {
      route: 'offerConfirmation',
      slug: 'aldi',
      path: offerPath(visit, 'danke'),
      prepare: async (page) => {
        await orderWithExampleAnswers(page, visit);
        await expect(page).toHaveURL(new RegExp(`${offerPath(visit, 'danke')}$`));
      },
    };
  },
  offerPreview: async () => ({
    route: 'offerPreview',
    slug: 'o2',
    path: '/angebot/preview/o2-offer-preview-0001',
  }),
  termination: async () => ({ route: 'termination', slug: 'aldi', path: '/kuendigung' }),
  // Without a termination sent in this tab: the receipt's view, which says where to go.
  terminationConfirmation: async () => ({
    route: 'terminationConfirmation',
    slug: 'aldi',
    path: '/kuendigung/bestaetigung',
  }),
  withdrawal: async () => ({ route: 'withdrawal', slug: 'aldi', path: '/widerruf' }),
  // Without a withdrawal sent in this tab: the receipt's view, which says where to go.
  withdrawalConfirmation: async () => ({
    route: 'withdrawalConfirmation',
    slug: 'aldi',
    path: '/widerruf/bestaetigung',
  }),
  selfcareTermination: async () => ({
    route: 'selfcareTermination',
    slug: 'aldi',
    path: (await scenario('termination-prefilled-aldi')).path ?? '',
  }),
  selfcareTerminationError: async () => ({
    route: 'selfcareTerminationError',
    slug: 'aldi',
    path: '/selfcarekuendigung/error',
  }),
  selfcareTerminationConfirmation: async () => ({
    route: 'selfcareTerminationConfirmation',
    slug: 'aldi',
    path: '/selfcarekuendigung/bestaetigung',
  }),
  emailRejection: async () => ({
    route: 'emailRejection',
    slug: 'aldi',
    path: (await scenario('declinemail-aldi')).path ?? '',
  }),
  idv: async () => idvSetup('idv', 'aldi', 'aldi-idv-main-0001'),
  idvFailed: async () => idvSetup('idvFailed', 'o2', 'idv-status-failed-0001'),
  idvPending: async () => idvSetup('idvPending', 'o2', 'idv-status-pending-0001'),
  idvPostIdent: async () => idvSetup('idvPostIdent', 'o2', 'idv-status-postident-0001'),
  idvExpired: async () => idvCodeSetup('idvExpired', 'OFFER_EXPIRED'),
  idvSuccess: async () => idvCodeSetup('idvSuccess', 'IDV_SUCCESS'),
  idvConsumed: async () => idvCodeSetup('idvConsumed', 'OFFER_CONSUMED'),
  idvCompleted: async () => idvCodeSetup('idvCompleted', 'IDV_COMPLETED'),
};

/** A verification page of a seeded verification that belongs there. */
function idvSetup(route: RouteId, slug: string, token: string): Setup {
  return { route, slug, path: href(route as 'idv', { token }, 'de') };
}

/** A result page of the verification seeded to answer `code`, on its brand. */
async function idvCodeSetup(route: RouteId, code: string): Promise<Setup> {
  const { token, brand } = await scenario(`idv-code-${code}`);
  return idvSetup(route, brand, token);
}

/** The data layer events a screen sends as it shows its data. */
const PAGE_EVENTS: readonly PageViewEvent['event'][] = ['init', 'virtualPageView'];

/** This tab's sessionStorage, to carry it into a fresh context (storage state leaves it out). */
const sessionEntries = (page: Page) =>
  page.evaluate(() => Object.entries(sessionStorage) as [string, string][]);

/** Opens the screen in a fresh context and lists the scripts it requested until its view showed. */
async function scriptsUntilView(browser: Browser, page: Page, setup: Setup): Promise<string[]> {
  let storageState: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;
  let session: [string, string][] = [];
  if (setup.prepare) {
    await setup.prepare(page);
    storageState = await page.context().storageState();
    session = await sessionEntries(page);
  }
  const context = await browser.newContext(storageState ? { storageState } : {});
  try {
    await context.addInitScript((entries: [string, string][]) => {
      for (const [key, value] of entries) sessionStorage.setItem(key, value);
    }, session);
    // The page keeps a data layer it finds: this one notes when the screen's page event (sent
    // as it shows its data) arrives. Polled instead, a busy machine's late frame counted what
    // the page loads once it has shown its data (web vitals, when idle).
    await context.addInitScript((pageEvents: readonly string[]) => {
      const layer: { event?: string }[] = [];
      const push = layer.push.bind(layer);
      const page = window as { dataLayer?: unknown; pageEventAt?: number };
      layer.push = (...items) => {
        if (items.some(({ event }) => event !== undefined && pageEvents.includes(event)))
          page.pageEventAt ??= Date.now();
        return push(...items);
      };
      page.dataLayer = layer;
    }, PAGE_EVENTS);
    const fresh = await context.newPage();
    const requested: { url: string; at: number }[] = [];
    fresh.on('request', (request) => {
      if (request.resourceType() === 'script')
        requested.push({ url: request.url(), at: Date.now() });
    });
    // Not waiting for the load event: a screen whose data is in the browser shows before it.
    await fresh.goto(brandUrl(setup.slug, setup.path), { waitUntil: 'commit' });
    // The moment the view with its data is on screen (the page and the runner read one
    // clock): the screen's page event, or no first paint left, whichever comes first. What
    // the page requests after does not count.
    const shown = await fresh.waitForFunction(
      (unsettled) => {
        if (document.readyState === 'loading') return false;
        const { pageEventAt } = window as { pageEventAt?: number };
        if (pageEventAt !== undefined) return pageEventAt;
        return document.querySelector(unsettled) === null && Date.now();
      },
      UNSETTLED,
      { polling: 'raf' },
    );
    const shownAt = (await shown.jsonValue()) as number;
    await settle(fresh);
    expect(new URL(fresh.url()).pathname, 'the screen stayed').toBe(setup.path.split('?')[0]);
    return requested.filter(({ at }) => at <= shownAt).map(({ url }) => url);
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

for (const screen of Object.keys(islands) as IslandScreen[]) {
  const limit = budgets.jsBeforeData;
  test(`${screen}: all JavaScript before its data is on screen stays within ${kb(limit)} gzip`, async ({
    browser,
    page,
  }) => {
    const setup = await setups[screen]();
    const requested = await scriptsUntilView(browser, page, setup);
    const html = join(DIST, setup.slug, shellFile(shellPath(routeById(setup.route))));
    const { js, files } = loadedWeight(join(DIST, setup.slug), html, requested);
    await test.info().attach('scripts before data', {
      body: `${kb(js.gzip)} gzip\n${files.join('\n')}`,
      contentType: 'text/plain',
    });
    const weight = `${screen}: ${kb(js.gzip)} gzip in ${files.length} files before its data`;
    expect(js.gzip, weight).toBeLessThanOrEqual(limit);
  });
}
