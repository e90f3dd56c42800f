import type { Locator, Page } from '@playwright/test';
import type { Locale } from '../src/routes.ts';
import type { IslandScreen } from '../src/routing/screens.ts';
import { brands } from './fixtures.ts';
import type { KeptAnswers } from './offerFlow.ts';

/**
 * What an area declares of its screens for the browser specs, in `e2e/states/<area>.ts`
 * (default export, a `PageState[]`): the states a customer can see, each with how to reach
 * it. The specs find the files (`pageStates.ts`); no spec names an area. They sit beside the
 * area's browser spec, not in `src/`: reaching a state drives a browser (Playwright, the
 * flows of `offerFlow.ts`, the sandbox's scenarios over HTTP). In `src/` the site's code
 * would import the tests', and one import from an island would put it in a page's bundle.
 */

/** A brand in a language, as the accessibility spec checks it. */
export interface Run {
  slug: string;
  locale: Locale;
  brand: (typeof brands)[number];
}

/**
 * What a brand changes is its theme (colours, type, spacing, logo) and a few texts; what
 * a language changes is every text. So the static pages are checked on every brand in
 * German and once in each other language (on the first brand that offers it).
 */
const otherLanguages: Run[] = (['en', 'tr'] as const).flatMap((locale) => {
  const brand = brands.find((b) => b.availableLanguages.includes(locale));
  return brand ? [{ slug: brand.slug, locale, brand }] : [];
});
export const runs: readonly Run[] = [
  ...brands.map((brand) => ({ slug: brand.slug, locale: 'de' as const, brand })),
  ...otherLanguages,
];

/**
 * The forms and the offer flow: in German on the brands whose flows differ (O2's login and
 * combination discount, ALDI's prepaid order) and once in each other language. On the other
 * brands the same components take another theme: each theme's tokens are held to contrast
 * in brandContrast.test.ts, every component passes axe in each theme on the components page
 * (components.spec.ts), and every shell of every brand is looked at 320 px (look.spec.ts).
 */
export const flowRuns = (run: Run): boolean =>
  ['o2', 'aldi'].includes(run.slug)
    ? run.locale === 'de'
    : otherLanguages.some((other) => other.slug === run.slug && other.locale === run.locale);

/**
 * The runs of one brand: where the sandbox seeds a case, or for a page whose layout no
 * brand changes (a receipt, a result page).
 */
export const onBrand =
  (slug: string) =>
  (run: Run): boolean =>
    run.slug === slug;

/** Keeps what one test reached for the states after it (a fresh copy of an offer, say). */
export interface Tab {
  once<T>(key: string, make: () => Promise<T>): Promise<T>;
}

/** An address to open a state at, and what the tab holds first. */
export interface Opening {
  /** The brand whose site it is on: the run's, unless the case is seeded on another. */
  slug?: string;
  /** In the run's language, with its query. */
  path: string;
  /**
   * An offer link the tab opens first (its page keeps the cart), and the answers its
   * steps keep, as those steps would have confirmed them.
   */
  offer?: { token: string; answers?: KeptAnswers };
  /** Anything else the tab does first, such as an order; what it stores is kept. */
  prepare?: (page: Page) => Promise<void>;
}

/**
 * A state of one of the area's island screens. A state is opened at an address, or
 * `follows` the state declared before it that the run checks, on the page as that one
 * left it: what only the page's memory holds (an ID number, an IBAN) stays.
 */
export interface PageState {
  /** Unique in its area; a finding names it. */
  name: string;
  /** The screen the page shows in this state (its `data-screen`). */
  screen: IslandScreen;
  /** The runs of the accessibility spec that check it. */
  on: (run: Run) => boolean;
  /**
   * How a tab that has not been through the flow opens it. A state that `follows` has one
   * only to be `measured`.
   */
  open?: (run: Run, tab: Tab) => Opening | Promise<Opening>;
  /** Reached on the page the state before left, by `act`. */
  follows?: true;
  /** What the customer does there, or waits for, to bring the state about. */
  act?: (page: Page, run: Run, tab: Tab) => Promise<void>;
  /** The screen's main button: it must be a filled shape. */
  mainAction?: (page: Page, run: Run) => Locator;
  /** A dialog is open: its landmarks are checked too, then Escape closes it. */
  dialog?: true;
  /**
   * The brand on which `jsBeforeData.spec.ts` measures the JavaScript of this state's
   * first view (as `open` opens it, before `act`), in German: one state per island screen.
   */
  measuredOn?: string;
}
