import { takeFromAddress } from '../../analytics/addressSecrets.ts';
import { TOKEN_RULE } from '../../routes.ts';
import { WITHDRAWAL_OFFER_PARAM } from '../areaLinks.ts';

/**
 * The offer token a link brought (`withdrawalHref`), taken out of the address bar: it
 * opens the order and would otherwise stay in the history, in bookmarks and in shared
 * screenshots.
 */
export function takeOfferToken(win: Window = window): string | undefined {
  const token = takeFromAddress(win, WITHDRAWAL_OFFER_PARAM);
  if (token === null) return undefined;
  return TOKEN_RULE.test(token) ? token : undefined;
}
