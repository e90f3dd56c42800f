import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { budgets, heavyFormScreens, loadedWeight } from '../scripts/pageWeight.ts';
import { DIST } from '../scripts/paths.ts';
import type { PageViewEvent } from '../src/analytics/dataLayer.ts';
import { matchRoute } from '../src/routing/match.ts';
import { shellPath } from '../src/routing/patterns.ts';
import { islands, type IslandScreen } from '../src/routing/screens.ts';
import { shellFile } from '../src/shells.ts';
import { brands, brandUrl, expect, test } from './fixtures.ts';
import type { Opening, Run } from './pageState.ts';
import { newTab, openingSlug, pageStates, prepareTab } from './pageStates.ts';
import { settle, UNSETTLED } from './settle.ts';

/**
 * All the JavaScript a flow screen loads before its data is on screen, measured in the
 * browser: a fresh browser context (nothing cached) opens the screen and lists every
 * script it requests until the first paint has given way to the view with its data (not
 * what it requests after, such as the web-vitals library) —
 * the page's eager scripts, the island, the view's chunks, the API client, and anything
 * the view loads to render at all. What loads only on demand (error dialogs, the date
 * picker, a tooltip on first hover) is not requested then and does not count. Each file
 * is sized as the eager budget sizes it (`loadedWeight`, gzip of the built file), so a
 * heavier view, a heavier loader or a chunk the view now needs at once fails here. The
 * screen's first view is the one its area declares `measuredOn` a brand (`e2e/states/`).
 * A form heavier than the others (`heavyFormScreens`) has a larger budget; any other view,
 * issue 30's 120 KB.
 */

/** The data layer events a screen sends as it shows its data. */
const PAGE_EVENTS: readonly PageViewEvent['event'][] = ['init', 'virtualPageView'];

/** This tab's sessionStorage, to carry it into a fresh context (storage state leaves it out). */
const sessionEntries = (page: Page) =>
  page.evaluate(() => Object.entries(sessionStorage) as [string, string][]);

/** What a screen requested until its view showed, and whether that view shows a form. */
interface FirstView {
  requested: string[];
  form: boolean;
}

/** Opens the screen in a fresh context and lists the scripts it requested until its view showed. */
async function scriptsUntilView(
  browser: Browser,
  page: Page,
  run: Run,
  opening: Opening,
): Promise<FirstView> {
  let storageState: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;
  let session: [string, string][] = [];
  if (opening.offer || opening.prepare) {
    await prepareTab(page, run, opening, new Set());
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
      performance.setResourceTimingBufferSize(1000);
      // A worker's script is in the page's record of what it fetched only once the worker
      // fetched it, after the page asked for it: its request is noted here.
      const workers: { name: string; startTime: number }[] = [];
      const PageWorker = window.Worker;
      window.Worker = class extends PageWorker {
        constructor(url: string | URL, options?: WorkerOptions) {
          super(url, options);
          workers.push({ name: new URL(url, location.href).href, startTime: performance.now() });
        }
      };
      (window as { workersAsked?: typeof workers }).workersAsked = workers;
      const layer: { event?: string }[] = [];
      const push = layer.push.bind(layer);
      const page = window as { dataLayer?: unknown; pageEventAt?: number };
      layer.push = (...items) => {
        if (items.some(({ event }) => event !== undefined && pageEvents.includes(event)))
          page.pageEventAt ??= performance.now();
        return push(...items);
      };
      page.dataLayer = layer;
    }, PAGE_EVENTS);
    const fresh = await context.newPage();
    // Not waiting for the load event: a screen whose data is in the browser shows before it.
    await fresh.goto(brandUrl(openingSlug(run, opening), opening.path), { waitUntil: 'commit' });
    // The moment the view with its data is on screen, by the page's clock: the screen's page
    // event, or no first paint left, whichever comes first. What the page requests after does
    // not count.
    const shown = await fresh.waitForFunction(
      (unsettled) => {
        if (document.readyState === 'loading') return false;
        const { pageEventAt } = window as { pageEventAt?: number };
        if (pageEventAt !== undefined) return pageEventAt;
        return document.querySelector(unsettled) === null && performance.now();
      },
      UNSETTLED,
      { polling: 'raf' },
    );
    const shownAt = (await shown.jsonValue()) as number;
    await settle(fresh);
    expect(new URL(fresh.url()).pathname, 'the screen stayed').toBe(opening.path.split('?')[0]);
    // What the page fetched, by its own clock: the runner hears of a request late, on a busy
    // machine after the screen showed (one run counted 105 KB for the offer code's form where
    // the others counted 123: not its view's chunks).
    const requested = await fresh.evaluate((until) => {
      const { workersAsked = [] } = window as {
        workersAsked?: { name: string; startTime: number }[];
      };
      return [...performance.getEntriesByType('resource'), ...workersAsked]
        .filter(({ startTime }) => startTime <= until)
        .map(({ name }) => name);
    }, shownAt);
    return { requested, form: (await fresh.locator('form').count()) > 0 };
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const measured = pageStates.filter((state) => state.measuredOn);

test('no island screen is measured twice', () => {
  const screens = measured.map(({ screen }) => screen);
  expect(
    screens.filter((screen, i) => screens.indexOf(screen) !== i),
    'screens with two states measuredOn a brand',
  ).toEqual([]);
});

/** A screen's budget, and whether it is one of the forms listed for a larger one. */
function budgetOf(screen: IslandScreen): { limit: number; label: string; form: boolean } {
  if (heavyFormScreens.includes(screen))
    return { limit: budgets.jsBeforeDataHeavyForm, label: 'a heavier form', form: true };
  return { limit: budgets.jsBeforeData, label: '', form: false };
}

const budget = (screen: IslandScreen) => {
  const { limit, label } = budgetOf(screen);
  return `${kb(limit)} gzip${label ? ` (${label})` : ''}`;
};

for (const screen of Object.keys(islands) as IslandScreen[]) {
  test(`${screen}: all JavaScript before its data is on screen stays within ${budget(screen)}`, async ({
    browser,
    page,
  }) => {
    const state = measured.find((s) => s.screen === screen);
    const brand = brands.find((b) => b.slug === state?.measuredOn);
    if (!state?.open || !brand)
      throw new Error(`No state of ${screen} in e2e/states/ is opened and measuredOn a brand`);
    const run: Run = { slug: brand.slug, locale: 'de', brand };
    const opening = await state.open(run, newTab());
    const { requested, form } = await scriptsUntilView(browser, page, run, opening);
    const { limit, form: listed } = budgetOf(screen);
    if (listed) expect(form, `${screen} is listed for a form's budget: it shows a form`).toBe(true);
    const match = matchRoute(opening.path.split('?')[0] ?? '');
    if (match.kind !== 'route') throw new Error(`${opening.path} is no route's`);
    const built = join(DIST, openingSlug(run, opening));
    const html = join(built, shellFile(shellPath(match.route)));
    const { js, files } = loadedWeight(built, html, requested);
    await test.info().attach('scripts before data', {
      body: `${kb(js.gzip)} gzip${form ? ', a form' : ''}\n${files.join('\n')}`,
      contentType: 'text/plain',
    });
    const weight = `${screen}: ${kb(js.gzip)} gzip in ${files.length} files before its data${form ? ' (a form)' : ''}`;
    expect(js.gzip, weight).toBeLessThanOrEqual(limit);
  });
}
