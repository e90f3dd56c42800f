import type { Locator, Page } from '@playwright/test';
import type { Locale } from '../src/routes.ts';
import { islands } from '../src/routing/screens.ts';
import { brandUrl, expect, test } from './fixtures.ts';
import { landmarkViolations, seriousViolations } from './axe.ts';
import { lookProblems } from './look.ts';
import { runs, type Run, type Tab } from './pageState.ts';
import {
  distinctStaticPages,
  newTab,
  openingSlug,
  pageStates,
  prepareTab,
  type AreaState,
} from './pageStates.ts';
import { settle } from './settle.ts';
import { germanWordsOn } from './terminationFlow.ts';

/**
 * Every distinct page state, on every brand and in every language as the runs divide them
 * (`e2e/pageState.ts`: the static pages on every brand in German and once in each other
 * language; the forms and the offer flow on O2 and ALDI in German and once in each other
 * language), passes axe, shows no German interface word outside German, and looks right on
 * a phone (`lookProblems`: nothing scrolls sideways at 320 px or sticks out of its card, no
 * button clips its label, a date's parts share a line, fields side by side line up, the
 * screen's main button is a filled shape). One page per group of static pages that
 * render alike (the 14 shells that share one layout are one state, every 404 is one), and
 * every state the areas declare in `e2e/states/` with its data: the entry screens, the
 * offer, each step with its error summary, the address check, the summary, the
 * confirmation of a real order, the error pages, the open dialogs (also their landmarks),
 * the receipts and results. Each theme's tokens are checked for contrast in
 * brandContrast.test.ts, and every shell of every brand and language at 320 px in
 * look.spec.ts.
 */

// Up to ten states a test, each reached, settled and checked.
test.describe.configure({ timeout: 120_000 });
const STATES_PER_TEST = 10;

/**
 * Each state checked, with what axe and the look found there and, on an English or Turkish
 * page, any German interface word; the test fails once, naming them all.
 */
function findingsOn(page: Page, locale: Locale) {
  const found: string[] = [];
  return {
    found,
    async check(state: string, mainAction?: Locator) {
      const german = locale === 'de' ? [] : await germanWordsOn(page);
      for (const problem of [
        ...(await seriousViolations(page)),
        ...(await lookProblems(page, mainAction)),
        ...(german.length ? [`German words: ${german.join(', ')}`] : []),
      ])
        found.push(`${state}: ${problem}`);
    },
    /** A dialog open over the page: also no landmark it adds twice (its title bar). */
    async checkDialog(state: string) {
      await expect(page.getByRole('dialog')).toBeVisible();
      await this.check(state);
      for (const problem of await landmarkViolations(page)) found.push(`${state}: ${problem}`);
    },
  };
}

/** Opens a path of the brand (or a full URL) and waits until its screen shows. */
async function open(page: Page, slug: string, path: string) {
  await page.goto(brandUrl(slug, path));
  await settle(page);
}

/** What a test checks: a static page at its path, or a declared state. */
type Check = { id: string; path: string } | { id: string; state: AreaState };

/**
 * A run's checks in the order they are reached: the static pages, then each area's states,
 * a state that follows another kept with it.
 */
function checksOf(run: Run): Check[][] {
  const groups: Check[][] = distinctStaticPages(run.slug, run.locale).map((path) => [
    { id: path, path },
  ]);
  for (const state of pageStates.filter((s) => s.on(run))) {
    const check = { id: state.id, state };
    if (state.follows) groups.at(-1)?.push(check);
    else groups.push([check]);
  }
  return groups;
}

/**
 * The run's checks cut into as few tests of at most about ten as there can be, of about the
 * same size: a group stays whole, in the test its middle falls in.
 */
function testsOf(run: Run): Check[][] {
  const groups = checksOf(run);
  const total = groups.flat().length;
  const size = total / Math.ceil(total / STATES_PER_TEST);
  const tests: Check[][] = [[]];
  for (const group of groups) {
    const last = tests.at(-1) ?? [];
    if (last.length > 0 && last.length + group.length / 2 > size) tests.push([...group]);
    else last.push(...group);
  }
  return tests;
}

test('every declared page state is checked on a run, every island screen in one', () => {
  const checked = new Set(
    runs.flatMap((run) =>
      checksOf(run)
        .flat()
        .map(({ id }) => id),
    ),
  );
  expect(
    pageStates.filter(({ id }) => !checked.has(id)).map(({ id }) => id),
    'states no run reaches',
  ).toEqual([]);
  const screens = new Set(pageStates.map(({ screen }) => screen));
  expect(
    Object.keys(islands).filter((screen) => !screens.has(screen as AreaState['screen'])),
    'island screens without a state',
  ).toEqual([]);
  const ids = pageStates.map(({ id }) => id);
  expect(
    ids.filter((id, i) => ids.indexOf(id) !== i),
    'states declared twice',
  ).toEqual([]);
  // A state that follows goes on from a state of its own area, in every run that checks it.
  const following = runs.flatMap((run) =>
    pageStates
      .filter((s) => s.on(run))
      .flatMap((state, i, checked) =>
        state.follows && checked[i - 1]?.area !== state.area
          ? [`${state.id} on ${run.slug} (${run.locale})`]
          : [],
      ),
  );
  expect(following, 'states that follow none of their area').toEqual([]);
});

/** Reaches a check's page or state in the test's tab; a state must show its screen. */
async function reach(page: Page, run: Run, check: Check, tab: Tab, opened: Set<string>) {
  if ('path' in check) return open(page, run.slug, check.path);
  const { state } = check;
  if (!state.follows) {
    const opening = await state.open?.(run, tab);
    if (!opening) throw new Error(`${state.id} is neither opened nor follows`);
    await prepareTab(page, run, opening, opened);
    await open(page, openingSlug(run, opening), opening.path);
    opened.add(opening.path);
  }
  await state.act?.(page, run, tab);
  await expect(page.locator('section.screen'), `${state.id} shows its screen`).toHaveAttribute(
    'data-screen',
    state.screen,
  );
}

for (const run of runs) {
  test.describe(`${run.slug} (${run.locale})`, () => {
    const tests = testsOf(run);
    tests.forEach((checks, i) => {
      const areas = [...new Set(checks.map((c) => ('state' in c ? c.state.area : 'static pages')))];
      test(`${i + 1}/${tests.length} ${areas.join(', ')}: axe and the phone look`, async ({
        page,
      }) => {
        const findings = findingsOn(page, run.locale);
        const tab = newTab();
        const opened = new Set<string>();
        for (const check of checks) {
          await reach(page, run, check, tab, opened);
          const state = 'state' in check ? check.state : undefined;
          if (state?.dialog) {
            await findings.checkDialog(check.id);
            await page.keyboard.press('Escape');
            await expect(page.getByRole('dialog')).toBeHidden();
          } else await findings.check(check.id, state?.mainAction?.(page, run));
        }
        expect(findings.found).toEqual([]);
      });
    });
  });
}
