import { createHash } from 'node:crypto';
import type { Locale } from '../routes.ts';
import { LOCALE_COOKIE } from './localeCookie.ts';
import { storableLocales } from './localeRedirect.ts';

/**
 * The stored language applied by the page itself, for hosts that cannot redirect by a
 * cookie's value (Cloudflare Pages; Netlify tests only that a cookie is there). It runs in
 * the head of a German page before anything is painted: with another language the brand
 * offers stored, the page hides itself and is replaced by that language's page, so no German
 * frame shows and the German page stays out of the history. The edge and nginx answer such a
 * request with a redirect before this page is sent (src/i18n/localeRedirect.ts).
 * Undefined for a brand with German only. Inline, as it must not wait for a download; the
 * CSP allows it by its hash.
 */
export function storedLocaleScript(offered: readonly Locale[]): string | undefined {
  const others = storableLocales(offered);
  if (others.length === 0) return undefined;
  return (
    `var m=/(?:^|;\\s*)${LOCALE_COOKIE}=(${others.join('|')})(?:;|$)/.exec(document.cookie);` +
    'if(m){document.documentElement.style.visibility="hidden";' +
    'location.replace("/"+m[1]+location.pathname+location.search+location.hash)}'
  );
}

/** The CSP hashes of a brand's inline locale script (none for a German-only brand). */
export function storedLocaleScriptHashes(offered: readonly Locale[]): `sha256-${string}`[] {
  const script = storedLocaleScript(offered);
  if (script === undefined) return [];
  return [`sha256-${createHash('sha256').update(script).digest('base64')}`];
}
