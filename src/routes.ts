/**
 * THE route table. Shells, edge rewrites, host rules (nginx, `_redirects`, `_headers`),
 * analytics page names and the route tests all read this one list; the code that reads it
 * is in `src/routing/` (paths, links, matching, host patterns, screens).
 *
 * Token rule: an offer or idv token is 16 to 256 characters of the URL-safe base64
 * alphabet `[A-Za-z0-9_-]`. That fits a 128-bit value in every common encoding
 * (22 chars base64url, 32 chars hex, 36 chars UUID with hyphens) and longer signed
 * tokens, while short or odd segments (`fehler`, `preview`, `%2e%2e`) never pass.
 */

import type { Namespace } from './i18n/keys.ts';
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

export interface RouteDef {
  readonly id: string;
  /** Path without locale prefix; `:name` marks a parameter with a rule in `paramRules`. */
  readonly path: string;
  /** Screen id: selects the heading text and the island (`islands` below). */
  readonly screen: string;
  readonly guards: readonly Guard[];
  /** Page name sent to analytics; never contains a token. */
  readonly tracking: string;
}

export const routes = [
  { id: 'home', path: '/', screen: 'home', guards: [], tracking: 'home' },
  {
    id: 'entryNovum',
    path: '/entry/novum',
    screen: 'entryNovum',
    guards: [],
    tracking: 'entry/novum',
  },
  { id: 'offerLanding', path: '/angebot', screen: 'offerLanding', guards: [], tracking: 'angebot' },
  {
    id: 'offerErrorGeneric',
    path: '/angebot/fehler',
    screen: 'offerError',
    guards: [],
    tracking: 'angebot/fehler',
  },
  {
    id: 'offer',
    path: '/angebot/:token',
    screen: 'offer',
    guards: ['check-offer-personal-data'],
    tracking: 'angebot',
  },
  {
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
  },
  {
    id: 'offerPersonalData',
    path: '/angebot/:token/meine-daten',
    screen: 'offerPersonalData',
    guards: ['has-cart', 'check-offer-personal-data'],
    tracking: 'angebot/meine-daten',
  },
  {
    id: 'offerIdData',
    path: '/angebot/:token/ausweisdaten',
    screen: 'offerIdData',
    guards: ['has-cart', 'check-offer-personal-data'],
    tracking: 'angebot/ausweisdaten',
  },
  {
    id: 'offerPayment',
    path: '/angebot/:token/zahlung',
    screen: 'offerPayment',
    guards: ['has-cart', 'check-offer-personal-data'],
    tracking: 'angebot/zahlung',
  },
  {
    id: 'offerSummary',
    path: '/angebot/:token/zusammenfassung',
    screen: 'offerSummary',
    guards: ['check-offer-personal-data'],
    tracking: 'angebot/zusammenfassung',
  },
  {
    id: 'offerConfirmation',
    path: '/angebot/:token/danke',
    screen: 'offerConfirmation',
    guards: [],
    tracking: 'angebot/danke',
  },
  {
    id: 'offerPreview',
    path: '/angebot/preview/:token',
    screen: 'offerPreview',
    guards: [],
    tracking: 'angebot/preview',
  },
  {
    id: 'emailRejection',
    path: '/email-ablehnung',
    screen: 'emailRejection',
    guards: [],
    tracking: 'email-ablehnung',
  },
  { id: 'idv', path: '/idv/:token', screen: 'idv', guards: [], tracking: 'idv' },
  {
    id: 'idvFailed',
    path: '/idv/:token/fehlgeschlagen',
    screen: 'idvFailed',
    guards: [],
    tracking: 'idv/fehlgeschlagen',
  },
  {
    id: 'idvExpired',
    path: '/idv/:token/abgelaufen',
    screen: 'idvExpired',
    guards: [],
    tracking: 'idv/abgelaufen',
  },
  {
    id: 'idvPending',
    path: '/idv/:token/in-arbeit',
    screen: 'idvPending',
    guards: [],
    tracking: 'idv/in-arbeit',
  },
  {
    id: 'idvSuccess',
    path: '/idv/:token/erfolgreich',
    screen: 'idvSuccess',
    guards: [],
    tracking: 'idv/erfolgreich',
  },
  {
    id: 'idvConsumed',
    path: '/idv/:token/angenommen',
    screen: 'idvConsumed',
    guards: [],
    tracking: 'idv/angenommen',
  },
  {
    id: 'idvCompleted',
    path: '/idv/:token/abgeschlossen',
    screen: 'idvCompleted',
    guards: [],
    tracking: 'idv/abgeschlossen',
  },
  {
    id: 'idvPostIdent',
    path: '/idv/:token/post-ident',
    screen: 'idvPostIdent',
    guards: [],
    tracking: 'idv/post-ident',
  },
  {
    id: 'termination',
    path: '/kuendigung',
    screen: 'termination',
    guards: [],
    tracking: 'kuendigung',
  },
  {
    id: 'terminationConfirmation',
    path: '/kuendigung/bestaetigung',
    screen: 'terminationConfirmation',
    guards: [],
    tracking: 'kuendigung/bestaetigung',
  },
  {
    id: 'withdrawal',
    path: '/widerruf',
    screen: 'withdrawal',
    guards: [],
    tracking: 'widerruf',
  },
  {
    id: 'withdrawalConfirmation',
    path: '/widerruf/bestaetigung',
    screen: 'withdrawalConfirmation',
    guards: [],
    tracking: 'widerruf/bestaetigung',
  },
  {
    id: 'accessibility',
    path: '/barrierefreiheit',
    screen: 'accessibility',
    guards: [],
    tracking: 'barrierefreiheit',
  },
  {
    id: 'cookies',
    path: '/cookies',
    screen: 'cookies',
    guards: [],
    tracking: 'cookies',
  },
  {
    id: 'selfcareTermination',
    path: '/selfcarekuendigung',
    screen: 'selfcareTermination',
    guards: [],
    tracking: 'selfcarekuendigung',
  },
  {
    id: 'selfcareTerminationError',
    path: '/selfcarekuendigung/error',
    screen: 'selfcareTerminationError',
    guards: [],
    tracking: 'selfcarekuendigung/error',
  },
  {
    id: 'selfcareTerminationConfirmation',
    path: '/selfcarekuendigung/bestaetigung',
    screen: 'selfcareTerminationConfirmation',
    guards: [],
    tracking: 'selfcarekuendigung/bestaetigung',
  },
] as const satisfies readonly RouteDef[];

export type Route = (typeof routes)[number];
export type RouteId = Route['id'];
export type ScreenId = Route['screen'];

/**
 * What a screen shows: its texts and the module below `src/flows/` that renders its part
 * under the heading. The build injects one page per screen from this table (see
 * `scripts/screenPages.ts`), so each screen's scripts and styles reach only its own pages.
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
}

/** A screen of the offer flow: its own texts first, then the offer's and its details'. */
const offerStep = <const Own extends Namespace>(
  module: `${string}.tsx`,
  own: Own,
  ...more: Namespace[]
) => ({ module: `offer/${module}`, texts: [own, 'offer', 'offerDetails', ...more] }) as const;

export const screens = {
  home: { texts: ['home'], module: 'home/HomeContent.astro' },
  entryNovum: { module: 'entry/EntryNovumScreen.tsx', texts: ['entryNovum'] },
  offerLanding: { module: 'offer/OfferLandingScreen.tsx', texts: ['offer'] },
  offerError: { module: 'offer/error/OfferErrorScreen.tsx', texts: ['offerError'] },
  offer: { module: 'offer/OfferScreen.tsx', texts: ['offer', 'offerDetails'] },
  offerLogin: { module: 'offer/login/OfferLoginScreen.tsx', texts: ['offerLogin', 'offer'] },
  offerPersonalData: offerStep('personal/PersonalDataScreen.tsx', 'personalData', 'dates'),
  offerIdData: offerStep('idData/IdDataScreen.tsx', 'idData', 'dates'),
  offerPayment: offerStep('payment/PaymentScreen.tsx', 'payment'),
  offerSummary: offerStep('summary/SummaryScreen.tsx', 'summary'),
  offerConfirmation: offerStep('summary/ConfirmationScreen.tsx', 'summary'),
  offerPreview: offerStep('preview/PreviewScreen.tsx', 'offerPreview'),
  termination: {
    module: 'termination/TerminationScreen.tsx',
    texts: ['termination', 'datepicker', 'dates'],
  },
  terminationConfirmation: {
    module: 'termination/TerminationConfirmationScreen.tsx',
    texts: ['termination'],
  },
  selfcareTermination: {
    module: 'termination/SelfcareTerminationScreen.tsx',
    texts: ['termination', 'datepicker', 'dates'],
  },
  selfcareTerminationError: {
    module: 'termination/SelfcareTerminationErrorScreen.tsx',
    texts: ['termination'],
  },
  selfcareTerminationConfirmation: {
    module: 'termination/SelfcareTerminationConfirmationScreen.tsx',
    texts: ['termination'],
  },
  withdrawal: { module: 'withdrawal/WithdrawalScreen.tsx', texts: ['withdrawal'] },
  withdrawalConfirmation: {
    module: 'withdrawal/WithdrawalConfirmationScreen.tsx',
    texts: ['withdrawal'],
  },
  accessibility: {
    module: 'accessibility/AccessibilityStatement.astro',
    texts: ['accessibility'],
  },
  cookies: { module: 'cookies/CookiePolicy.astro', texts: ['cookies'] },
  emailRejection: { module: 'emailDecline/EmailDeclineScreen.tsx', texts: ['emailDecline'] },
  idv: { module: 'idv/IdvScreen.tsx', texts: ['idv', 'customerDetails', 'personalData'] },
  // The result pages share one island; each page keeps its own scripts and styles.
  idvFailed: { module: 'idv/IdvResultScreen.tsx', texts: ['idv'] },
  idvExpired: { module: 'idv/IdvResultScreen.tsx', texts: ['idv'] },
  idvPending: { module: 'idv/IdvResultScreen.tsx', texts: ['idv'] },
  idvSuccess: { module: 'idv/IdvResultScreen.tsx', texts: ['idv'] },
  idvConsumed: { module: 'idv/IdvResultScreen.tsx', texts: ['idv'] },
  idvCompleted: { module: 'idv/IdvResultScreen.tsx', texts: ['idv'] },
  idvPostIdent: { module: 'idv/IdvResultScreen.tsx', texts: ['idv'] },
} as const satisfies Record<ScreenId, ScreenDef>;

/**
 * Screens that share one document: a step between them changes the address through the
 * history API, not the page (src/flows/sameDocument.ts), so what only this document's
 * memory holds — the ID document's number and the IBAN (src/flows/offer/offerAnswers.ts) —
 * lasts from the personal data to the order. Each page carries the texts of them all.
 */
export const sharedDocuments = {
  offerOrder: ['offerPersonalData', 'offerIdData', 'offerPayment', 'offerSummary'],
} as const satisfies Record<string, readonly IslandScreen[]>;
