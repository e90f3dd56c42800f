import type { Locale } from '../routes.ts';
import { href } from '../routing/links.ts';

/**
 * Links from one area into another that carry more than the route's parameters: what the
 * target reads from the address is defined here, once for the area that links and the one
 * that reads, so neither imports the other.
 */

/** The query parameter that names the order's offer on a link to the withdrawal form. */
export const WITHDRAWAL_OFFER_PARAM = 'offer';

/** The withdrawal form, filled in from the order of this offer (the confirmation page's link). */
export const withdrawalHref = (token: string, locale: Locale): string =>
  `${href('withdrawal', {}, locale)}?${new URLSearchParams({ [WITHDRAWAL_OFFER_PARAM]: token }).toString()}`;
