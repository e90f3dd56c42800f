import { takeFromAddress } from '../../../analytics/addressSecrets.ts';

/**
 * The brand login page, told where to come back to. The return is this page without its
 * query, so a used code never travels along.
 */
export function brandLoginHref(loginUrl: string, returnUrl: string): string {
  const separator = loginUrl.includes('?') ? '&' : '?';
  return `${loginUrl}${separator}return=${encodeURIComponent(returnUrl)}`;
}

/** This page's address without query or fragment: where the brand login sends the customer back. */
export const returnUrlOf = (location: Pick<Location, 'origin' | 'pathname'>): string =>
  `${location.origin}${location.pathname}`;

/**
 * The `?code=` the brand login returned with, taken off the address bar at once: it works
 * only once, so a reload or a shared link must not carry it again, and it logs in to the
 * offer, so no third-party script starts while it is there (addressSecrets.ts).
 */
export function takeReturnCode(win: Window = window): string | undefined {
  return takeFromAddress(win, 'code') || undefined;
}
