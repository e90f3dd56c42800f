import { atom } from 'nanostores';
import type { Downtime, UseCase } from '../api/contract/common.ts';
import { PHONE_NUMBER_RULE } from '../api/contract/phoneNumber.ts';
import { OfferError } from '../api/errors/classes.ts';
import { offerCodes, type OfferCode } from '../api/errors/codes.ts';
import { sessionStorageOf } from './sessionStorage.ts';
import { TOKEN_RULE, type Locale } from '../routes.ts';
import { href } from '../routing/links.ts';
import { useCases } from '../api/contract/useCases.ts';

/**
 * How an offer error reaches the error page: the screen that hits it keeps the error in
 * this tab's sessionStorage and opens the error route with `?code=`. The page prefers the
 * stored error (it carries the shop hotline and the maintenance window) and falls back to
 * the code in the URL where storage is denied. No zod here: the page ships to the browser.
 */
export const OFFER_ERROR_STORAGE_KEY = 'offerError';

/** What the error page knows about the error it shows. */
export interface OfferErrorState {
  readonly code: OfferCode;
  readonly useCase?: UseCase;
  readonly downtime?: Downtime;
  readonly shopHotline?: string;
  /** The offer the error belongs to, so the page can lead back into it. */
  readonly token?: string;
  /** OfferMismatch: the brand the offer belongs to, so the page can lead to its site. */
  readonly brand?: string;
}

/** An OfferError as thrown by the client fits, with the token added: `{ ...error, token }`. */
export interface OfferErrorInput {
  readonly code: OfferCode;
  readonly useCase?: UseCase | undefined;
  readonly downtime?: Downtime | undefined;
  readonly shopHotline?: string | undefined;
  readonly token?: string | undefined;
  readonly brand?: string | undefined;
}

const defaultStorage = (): Storage | null =>
  typeof window === 'undefined' ? null : sessionStorageOf(window);

const isOfferCode = (code: unknown): code is OfferCode =>
  typeof code === 'string' && (offerCodes as readonly string[]).includes(code);

const isDateTime = (value: unknown): value is string =>
  typeof value === 'string' && Number.isFinite(Date.parse(value));

/**
 * The offer error of this page: the one a screen hit (the error page it opens finds it in
 * this tab's sessionStorage), or the one the error page shows. Views read it with useStore.
 */
export const $offerError = atom<OfferErrorState | undefined>(undefined);

/**
 * Keeps the error for the error page; false when the browser keeps nothing (denied, full),
 * in which case the page still has the code from the URL.
 */
export function rememberOfferError(
  error: OfferErrorInput,
  storage: Storage | null = defaultStorage(),
): boolean {
  const state = sanitize(error);
  $offerError.set(state);
  if (!storage || !state) return false;
  try {
    storage.setItem(OFFER_ERROR_STORAGE_KEY, JSON.stringify(state));
    return true;
  } catch {
    return false;
  }
}

/**
 * The error to show. The stored error wins unless the URL names another code (then the
 * stored one is a leftover of an earlier error) or belongs to another offer than
 * `routeToken`. An unknown or missing code reads as Unexpected; nothing here throws.
 */
export function readOfferError(
  search: string | URLSearchParams,
  storage: Storage | null = defaultStorage(),
  routeToken?: string,
): OfferErrorState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const urlCode = params.get('code');
  const stored = readStored(storage);
  const fits =
    stored &&
    (urlCode === null || urlCode === stored.code) &&
    (routeToken === undefined || stored.token === undefined || stored.token === routeToken);
  if (fits) return stored;
  if (urlCode === null) return { code: 'Unexpected' };
  return { code: isOfferCode(urlCode) ? urlCode : 'Unexpected' };
}

/** The error page opens with the error the screen before kept for it, or the code in its address. */
export function openOfferError(
  search: string | URLSearchParams,
  routeToken?: string,
  storage: Storage | null = defaultStorage(),
): OfferErrorState {
  const error = readOfferError(search, storage, routeToken);
  $offerError.set(error);
  return error;
}

/** The error route, with the code in the URL for when storage is denied. */
export function offerErrorHref(code: OfferCode, token: string | undefined, locale: Locale): string {
  const path = token
    ? href('offerError', { token }, locale)
    : href('offerErrorGeneric', {}, locale);
  return `${path}?${new URLSearchParams({ code }).toString()}`;
}

/** The stored state as the error class the `errors` texts are keyed by. */
export function toOfferError(state: OfferErrorState): OfferError {
  return new OfferError(state.code, state.code, {
    useCase: state.useCase,
    downtime: state.downtime,
    shopHotline: state.shopHotline,
    brand: state.brand,
  });
}

function readStored(storage: Storage | null): OfferErrorState | undefined {
  try {
    const raw = storage?.getItem(OFFER_ERROR_STORAGE_KEY);
    return raw ? sanitize(JSON.parse(raw)) : undefined;
  } catch {
    return undefined;
  }
}

/** Only well-formed fields survive: a broken hotline must not hide a valid code. */
function sanitize(input: unknown): OfferErrorState | undefined {
  if (input === null || typeof input !== 'object') return undefined;
  const raw = input as Record<string, unknown>;
  if (!isOfferCode(raw['code'])) return undefined;
  const { useCase, shopHotline, token, brand } = raw;
  const downtime = readDowntime(raw['downtime']);
  return {
    code: raw['code'],
    ...(typeof useCase === 'string' && (useCases as readonly string[]).includes(useCase)
      ? { useCase: useCase as UseCase }
      : {}),
    ...(downtime ? { downtime } : {}),
    ...(typeof shopHotline === 'string' && PHONE_NUMBER_RULE.test(shopHotline)
      ? { shopHotline }
      : {}),
    ...(typeof token === 'string' && TOKEN_RULE.test(token) ? { token } : {}),
    ...(typeof brand === 'string' && /^[a-z0-9-]{1,40}$/.test(brand) ? { brand } : {}),
  };
}

function readDowntime(value: unknown): Downtime | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const { from, to } = value as Record<string, unknown>;
  return isDateTime(from) && isDateTime(to) ? { from, to } : undefined;
}
