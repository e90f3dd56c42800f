/**
 * THE route table: each route once, with what its screen shows. Pages, shells, edge
 * rewrites, host rules (nginx, `_redirects`, `_headers`), analytics page names and the route
 * tests all read this one list; the code that reads it is in `src/routing/` (paths, links,
 * matching, host patterns, screens).
 *
 * Token rule: an offer or idv token is 16 to 256 characters of the URL-safe base64
 * alphabet `[A-Za-z0-9_-]`. That fits a 128-bit value in every common encoding
 * (22 chars base64url, 32 chars hex, 36 chars UUID with hyphens) and longer signed
 * tokens, while short or odd segments (`fehler`, `preview`, `%2e%2e`) never pass.
 */

import type { Namespace, TextKey } from './i18n/keys.ts';
import type { IslandScreen } from './routing/screens.ts';

export const locales = ['de', 'en', 'tr'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'de';

/** BCP 47 tags used for `Intl` formatting and date pickers (SPEC §9). */
export const localeIso: Record<Locale, string> = { de: 'de-DE', en: 'en-US', tr: 'tr-TR' };

export const TOKEN_RULE = /^[A-Za-z0-9_-]{16,256}$/;

export const paramRules = { token: TOKEN_RULE } as const;
export type ParamName = keyof typeof paramRules;

export type Guard = 'has-cart' | 'check-offer-personal-data';

/**
 * What a screen shows: its texts and the module below `src/flows/` that renders its part
 * under the heading. The build injects one page per screen (see `scripts/screenPages.ts`),
 * so each screen's scripts and styles reach only its own pages.
 */
export interface ScreenDef {
  /**
   * Text namespaces it shows besides `common`, `ui` and `errors`; the first is the
   * screen's own and holds its heading (`screens.<screen>.heading`, see `headingKey`).
   */
  readonly texts: readonly [Namespace, ...Namespace[]];
  /**
   * A React island (`.tsx`, default export `flowScreen(…)`), rendered at build time and
   * hydrated on load, or an Astro component (`.astro`, prop `locale`) rendered at build
   * time with no script. Without one the page is its heading.
   */
  readonly module?: `${string}.tsx` | `${string}.astro`;
  /** The site's footer links to the screen with this text, in the table's order. */
  readonly footerLink?: TextKey;
}

/**
 * A route; the first route of a screen also says what the screen shows (`ScreenDef`), its
 * further routes (the offer error's second address) name only the screen. The build reads
 * `texts`, `module` and `footerLink`; the browser's copy of the table leaves them out
 * (scripts/browserRoutes.ts).
 */
export interface RouteDef extends Partial<ScreenDef> {
  readonly id: string;
  /** Path without locale prefix; `:name` marks a parameter with a rule in `paramRules`. */
  readonly path: string;
  /** Screen id: selects the heading text and the page (`screens` in src/routing/screens.ts). */
  readonly screen: string;
  readonly guards: readonly Guard[];
  /** Page name sent to analytics; never contains a token. */
  readonly tracking: string;
}

export const routes = [
  {
    id: 'home',
    path: '/',
    screen: 'home',
    guards: [],
    tracking: 'home',
    module: 'home/HomeContent.astro',
    texts: ['home'],
  },
  {
    id: 'entryNovum',
    path: '/entry/novum',
    screen: 'entryNovum',
    guards: [],
    tracking: 'entry/novum',
    module: 'entry/EntryNovumScreen.tsx',
    texts: ['entryNovum'],
  },
  {
    id: 'offerLanding',
    path: '/angebot',
    screen: 'offerLanding',
    guards: [],
    tracking: 'angebot',
    module: 'offer/OfferLandingScreen.tsx',
    texts: ['offer'],
  },
  {
    id: 'offerErrorGeneric',
    path: '/angebot/fehler',
    screen: 'offerError',
    guards: [],
    tracking: 'angebot/fehler',
    module: 'offer/error/OfferErrorScreen.tsx',
    texts: ['offerError'],
  },
  {
    id: 'offer',
    path: '/angebot/:token',
    screen: 'offer',
    guards: ['check-offer-personal-data'],
    tracking: 'angebot',
    module: 'offer/OfferScreen.tsx',
    texts: ['offer', 'offerDetails'],
  },
  {
    // What the offer error shows is said on its first route, `offerErrorGeneric`.
    id: 'offerError',
    path: '/angebot/:token/fehler',
    screen: 'offerError',
    guards: [],
    tracking: 'angebot/fehler',
  },
  {
    id: 'offerLogin',
    path: '/angebot/:token/login',
    screen: 'offerLogin',
    guards: ['has-cart'],
    tracking: 'angebot/login',
    module: 'offer/login/OfferLoginScreen.tsx',
    texts: ['offerLogin', 'offer'],
  },
  {
    id: 'offerPersonalData',
    path: '/angebot/:token/meine-daten',
    screen: 'offerPersonalData',
    guards: ['has-cart', 'check-offer-personal-data'],
    tracking: 'angebot/meine-daten',
    module: 'offer/personal/PersonalDataScreen.tsx',
    texts: ['personalData', 'offer', 'offerDetails', 'dates'],
  },
  {
    id: 'offerIdData',
    path: '/angebot/:token/ausweisdaten',
    screen: 'offerIdData',
    guards: ['has-cart', 'check-offer-personal-data'],
    tracking: 'angebot/ausweisdaten',
    module: 'offer/idData/IdDataScreen.tsx',
    texts: ['idData', 'offer', 'offerDetails', 'dates'],
  },
  {
    id: 'offerPayment',
    path: '/angebot/:token/zahlung',
    screen: 'offerPayment',
    guards: ['has-cart', 'check-offer-personal-data'],
    tracking: 'angebot/zahlung',
    module: 'offer/payment/PaymentScreen.tsx',
    texts: ['payment', 'offer', 'offerDetails'],
  },
  {
    id: 'offerSummary',
    path: '/angebot/:token/zusammenfassung',
    screen: 'offerSummary',
    guards: ['check-offer-personal-data'],
    tracking: 'angebot/zusammenfassung',
    module: 'offer/summary/SummaryScreen.tsx',
    texts: ['summary', 'offer', 'offerDetails'],
  },
  {
    id: 'offerConfirmation',
    path: '/angebot/:token/danke',
    screen: 'offerConfirmation',
    guards: [],
    tracking: 'angebot/danke',
    module: 'offer/summary/ConfirmationScreen.tsx',
    texts: ['summary', 'offer', 'offerDetails'],
  },
  {
    id: 'offerPreview',
    path: '/angebot/preview/:token',
    screen: 'offerPreview',
    guards: [],
    tracking: 'angebot/preview',
    module: 'offer/preview/PreviewScreen.tsx',
    texts: ['offerPreview', 'offer', 'offerDetails'],
  },
  {
    id: 'emailRejection',
    path: '/email-ablehnung',
    screen: 'emailRejection',
    guards: [],
    tracking: 'email-ablehnung',
    module: 'emailDecline/EmailDeclineScreen.tsx',
    texts: ['emailDecline'],
  },
  {
    id: 'idv',
    path: '/idv/:token',
    screen: 'idv',
    guards: [],
    tracking: 'idv',
    module: 'idv/IdvScreen.tsx',
    texts: ['idv', 'customerDetails', 'personalData'],
  },
  {
    id: 'idvFailed',
    path: '/idv/:token/fehlgeschlagen',
    screen: 'idvFailed',
    guards: [],
    tracking: 'idv/fehlgeschlagen',
    // The result pages share one island; each page keeps its own scripts and styles.
    module: 'idv/IdvResultScreen.tsx',
    texts: ['idv'],
  },
  {
    id: 'idvExpired',
    path: '/idv/:token/abgelaufen',
    screen: 'idvExpired',
    guards: [],
    tracking: 'idv/abgelaufen',
    module: 'idv/IdvResultScreen.tsx',
    texts: ['idv'],
  },
  {
    id: 'idvPending',
    path: '/idv/:token/in-arbeit',
    screen: 'idvPending',
    guards: [],
    tracking: 'idv/in-arbeit',
    module: 'idv/IdvResultScreen.tsx',
    texts: ['idv'],
  },
  {
    id: 'idvSuccess',
    path: '/idv/:token/erfolgreich',
    screen: 'idvSuccess',
    guards: [],
    tracking: 'idv/erfolgreich',
    module: 'idv/IdvResultScreen.tsx',
    texts: ['idv'],
  },
  {
    id: 'idvConsumed',
    path: '/idv/:token/angenommen',
    screen: 'idvConsumed',
    guards: [],
    tracking: 'idv/angenommen',
    module: 'idv/IdvResultScreen.tsx',
    texts: ['idv'],
  },
  {
    id: 'idvCompleted',
    path: '/idv/:token/abgeschlossen',
    screen: 'idvCompleted',
    guards: [],
    tracking: 'idv/abgeschlossen',
    module: 'idv/IdvResultScreen.tsx',
    texts: ['idv'],
  },
  {
    id: 'idvPostIdent',
    path: '/idv/:token/post-ident',
    screen: 'idvPostIdent',
    guards: [],
    tracking: 'idv/post-ident',
    module: 'idv/IdvResultScreen.tsx',
    texts: ['idv'],
  },
  {
    id: 'termination',
    path: '/kuendigung',
    screen: 'termination',
    guards: [],
    tracking: 'kuendigung',
    module: 'termination/TerminationScreen.tsx',
    texts: ['termination', 'datepicker', 'dates'],
    footerLink: 'layout.terminateContracts',
  },
  {
    id: 'terminationConfirmation',
    path: '/kuendigung/bestaetigung',
    screen: 'terminationConfirmation',
    guards: [],
    tracking: 'kuendigung/bestaetigung',
    module: 'termination/TerminationConfirmationScreen.tsx',
    texts: ['termination'],
  },
  {
    id: 'withdrawal',
    path: '/widerruf',
    screen: 'withdrawal',
    guards: [],
    tracking: 'widerruf',
    module: 'withdrawal/WithdrawalScreen.tsx',
    texts: ['withdrawal'],
    footerLink: 'layout.withdrawContract',
  },
  {
    id: 'withdrawalConfirmation',
    path: '/widerruf/bestaetigung',
    screen: 'withdrawalConfirmation',
    guards: [],
    tracking: 'widerruf/bestaetigung',
    module: 'withdrawal/WithdrawalConfirmationScreen.tsx',
    texts: ['withdrawal'],
  },
  {
    id: 'accessibility',
    path: '/barrierefreiheit',
    screen: 'accessibility',
    guards: [],
    tracking: 'barrierefreiheit',
    module: 'accessibility/AccessibilityStatement.astro',
    texts: ['accessibility'],
    footerLink: 'accessibility:footerLink',
  },
  {
    id: 'cookies',
    path: '/cookies',
    screen: 'cookies',
    guards: [],
    tracking: 'cookies',
    module: 'cookies/CookiePolicy.astro',
    texts: ['cookies'],
    footerLink: 'cookies:footerLink',
  },
  {
    id: 'selfcareTermination',
    path: '/selfcarekuendigung',
    screen: 'selfcareTermination',
    guards: [],
    tracking: 'selfcarekuendigung',
    module: 'termination/SelfcareTerminationScreen.tsx',
    texts: ['termination', 'datepicker', 'dates'],
  },
  {
    id: 'selfcareTerminationError',
    path: '/selfcarekuendigung/error',
    screen: 'selfcareTerminationError',
    guards: [],
    tracking: 'selfcarekuendigung/error',
    module: 'termination/SelfcareTerminationErrorScreen.tsx',
    texts: ['termination'],
  },
  {
    id: 'selfcareTerminationConfirmation',
    path: '/selfcarekuendigung/bestaetigung',
    screen: 'selfcareTerminationConfirmation',
    guards: [],
    tracking: 'selfcarekuendigung/bestaetigung',
    module: 'termination/SelfcareTerminationConfirmationScreen.tsx',
    texts: ['termination'],
  },
] as const satisfies readonly RouteDef[];

export type Route = (typeof routes)[number];
export type RouteId = Route['id'];
export type ScreenId = Route['screen'];

/**
 * Screens that share one document: a step between them changes the address through the
 * history API, not the page (src/flows/sameDocument.ts), so what only this document's
 * memory holds — the ID document's number and the IBAN (src/flows/offer/offerAnswers.ts) —
 * lasts from the personal data to the order. Each page carries the texts of them all.
 */
export const sharedDocuments = {
  offerOrder: ['offerPersonalData', 'offerIdData', 'offerPayment', 'offerSummary'],
} as const satisfies Record<string, readonly IslandScreen[]>;
