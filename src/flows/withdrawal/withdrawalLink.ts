import { takeFromAddress } from '../../analytics/addressSecrets.ts';
import { TOKEN_RULE, type Locale } from '../../routes.ts';
import { href } from '../../routing/links.ts';

/** The query parameter that names the order's offer on a link to the form. */
export const OFFER_PARAM = 'offer';

/** The form, filled in from the order of this offer (the confirmation page's link). */
export const withdrawalHref = (token: string, locale: Locale): string =>
  `${href('withdrawal', {}, locale)}?${new URLSearchParams({ [OFFER_PARAM]: token }).toString()}`;

/**
 * The offer token a link brought, taken out of the address bar: it opens the order and
 * would otherwise stay in the history, in bookmarks and in shared screenshots.
 */
export function takeOfferToken(win: Window = window): string | undefined {
  const token = takeFromAddress(win, OFFER_PARAM);
  if (token === null) return undefined;
  return TOKEN_RULE.test(token) ? token : undefined;
}
