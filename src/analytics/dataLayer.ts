import type { UseCase } from '../api/contract/useCases.ts';
import type { Locale } from '../routes.ts';
import type { ClickTrackingId } from './clickTrackingIds.ts';
import type { AlternativeOfferCode, OfferKind } from './offerKind.ts';
import type { ProductLine } from './productLines.ts';
import { DATA_LAYER_NAME } from './vendors.ts';

export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** A page shown: `init` instead of `virtualPageView` on a return from the payment provider. */
export interface PageViewEvent {
  event: 'virtualPageView' | 'init';
  pageName: string;
  /** Overrides the tag manager's `page_location` (location.href, which carries tokens). */
  page_location: string;
  language: Locale;
  /** Visitors are anonymous (SPEC §1): always "no". */
  loginStatus: 'no';
}

export interface PurchaseAction {
  /** Order reference. */
  id: string;
  /** Brand name. */
  affiliation: string;
  /** Paid once, VAT and shipping included. */
  revenue: number;
  monthlyRevenue: number;
  tax: number;
  shipping: number;
  payment: string | null;
}

export type Ecommerce =
  | { currencyCode: 'EUR'; products: ProductLine[] }
  | { currencyCode: 'EUR'; purchase: { actionField: PurchaseAction; products: ProductLine[] } };

/**
 * Every lifecycle event has every field, null where it does not apply: the tag manager
 * merges pushes into one model, so a field left out would keep the previous event's value.
 * The names and error descriptions are events.ts's (`TrackedLifecycleEvent`).
 */
export interface LifecycleEvent<
  Name extends string = string,
  ErrorDescription extends string = string,
> {
  event: Name;
  pageName: string;
  offerKind: OfferKind | null;
  alternativeOfferCode: AlternativeOfferCode | null;
  errorDescription: ErrorDescription | null;
  /** Error code of the error catalogue, e.g. OfferExpired. */
  errorCode: string | null;
  /** What the event concerns: termination label, IDV method, modal or document type. */
  label: string | null;
  ecommerce: Ecommerce | null;
  /** The use case whose text variants the customer saw (identity verification events). */
  useCase: UseCase | null;
}

/** A click on an element with tracking attributes. */
export interface ClickEvent {
  event: string;
  pageName: string;
  trackingId: ClickTrackingId;
  details: JsonValue | null;
}

/**
 * A Core Web Vital of a page as the customer's browser measured it (webVitals.ts): what
 * real phones do, for release managers. No token, no PII: the page by its tracking name.
 */
export interface WebVitalEvent {
  event: 'webVital';
  /** The page the document was loaded as (a step within it keeps its first page's name). */
  pageName: string;
  metric: 'LCP' | 'INP' | 'CLS';
  /** Milliseconds for LCP and INP, the layout shift score for CLS. */
  value: number;
  /** The change since this metric's previous report for the page (CLS and INP grow). */
  delta: number;
  rating: 'good' | 'needs-improvement' | 'poor';
  /** Tells one page view's reports from another's: random, by the web-vitals library. */
  metricId: string;
  /** How the page was reached: navigate, reload, back-forward, back-forward-cache … */
  navigationType: string;
}

export type TrackedEvent = PageViewEvent | LifecycleEvent | ClickEvent | WebVitalEvent;

type DataLayer = { push: (...items: unknown[]) => unknown };

/** The tag manager's array; created when missing, so events before consent wait in it. */
function dataLayerOf(win: Window): DataLayer {
  const globals = win as unknown as Record<string, unknown>;
  const existing = globals[DATA_LAYER_NAME];
  if (Array.isArray(existing)) return existing;
  const created: unknown[] = [];
  globals[DATA_LAYER_NAME] = created;
  return created;
}

const browserWindow = (): Window | undefined =>
  typeof window === 'undefined' ? undefined : window;

/**
 * Pushes an event onto the data layer. A copy through JSON is pushed, so only plain data
 * reaches the tag manager (no class instances, no references the page changes later).
 * Never throws: analytics must not break a flow. Does nothing outside a browser.
 */
export function push(event: TrackedEvent, win: Window | undefined = browserWindow()): void {
  if (!win) return;
  try {
    const plain = JSON.parse(JSON.stringify(event)) as TrackedEvent;
    // The tag manager merges nested objects: clear the previous ecommerce data first.
    const layer = dataLayerOf(win);
    if ('ecommerce' in plain && plain.ecommerce !== null) layer.push({ ecommerce: null });
    layer.push(plain);
  } catch (error) {
    console.warn('[analytics] event not pushed', error);
  }
}
