import type { Requirements } from '../../../api/contract/offer.ts';
import { isAbort } from '../../../api/client/abort.ts';
import { OfferError } from '../../../api/errors/classes.ts';
import { offerEvents } from '../events.ts';
import {
  failed,
  leaving,
  ready,
  redirect,
  type Loaded,
  type ScreenPlace,
} from '../../flowScreen.tsx';
import { openOfferErrorPage } from '../error/leaveForOfferError.ts';
import { stepAfterOffer } from '../steps.ts';
import { takeReturnCode } from './loginLinks.ts';
import type { LoginProblem } from './loginProblem.ts';
import { loadOfferCalls } from '../offerCalls.ts';
import { loadAuthCalls } from './authCalls.ts';

/** The login the page offers. */
export type Login =
  { kind: 'otp' } | { kind: 'brand'; loginUrl: string; returnProblem: LoginProblem | undefined };

/**
 * Exchanges a one-time code (typed, or from the brand login's return) for the bearer token
 * and keeps it. The offer is named so wrong codes count against it (a few tries, then a lock).
 */
export async function logIn(code: string, offer: string): Promise<void> {
  const api = await loadAuthCalls();
  const answer = await api.authToken({ query: { code, offer } });
  // The token store validates with zod: loaded with the answer, not with the page.
  const { setAuthToken } = await import('../../../stores/authToken.ts');
  setAuthToken(answer);
}

/**
 * Where a failure leaves the customer: an offer error (expired, someone else's login…) on
 * its error page, anything else here with a retry.
 */
function settle(error: unknown, token: string): Promise<Loaded<never>> | Loaded<never> {
  if (isAbort(error)) return leaving;
  if (error instanceof OfferError) {
    offerEvents.offerLoadError({ errorCode: error.code });
    return openOfferErrorPage(error, token);
  }
  return failed;
}

/**
 * Logged in: on to the offer page. The customer has not seen the offer yet (it answered
 * 401 before), so its prices, payment and documents come first; loading it there also
 * proves the login is this offer's customer (another's ends on the error page).
 */
export const enterOffer = (token: string): Promise<Loaded<never>> => redirect('offer', { token });

/** The login this offer asks for, once it is known the customer has not logged in yet. */
async function loginFor(
  requirements: Requirements,
  returnProblem: LoginProblem | undefined,
): Promise<Loaded<Login>> {
  if (requirements.needsOtp) return ready({ kind: 'otp' });
  // On demand, as where the identity verification opens its provider: a module the page's
  // own code imported as well was a shared file, and every screen got one more.
  const { isAllowedProviderUrl } = await import('../../providerRedirect.ts');
  if (requirements.loginUrl && isAllowedProviderUrl(requirements.loginUrl))
    return ready({ kind: 'brand', loginUrl: requirements.loginUrl, returnProblem });
  // A brand login without its address, or at a host not on the allow-list, cannot be
  // started; a retry may bring it.
  return failed;
}

// Read once: the code is removed from the address bar as it is taken, and works once, so
// a retry checks the offer without it.
let returnCode: string | undefined | null = null;

/**
 * Opening the login page: a code from the brand login's return is exchanged first. Then the
 * offer check tells which login the offer needs and whether the customer has it already
 * (then on to the offer page; checking an otp offer also sends a fresh code by SMS). An
 * offer without any login needs none of this page: on to the step after the offer page,
 * or to the offer page to load the cart first.
 *
 * Not the has-cart guard of the route: a protected offer answers 401 until the customer has
 * logged in, so there is no cart yet.
 */
export async function openLogin({ token }: ScreenPlace): Promise<Loaded<Login>> {
  const code = returnCode === null ? takeReturnCode() : undefined;
  returnCode = undefined;
  let returnProblem: LoginProblem | undefined;
  if (code) {
    try {
      await logIn(code, token);
      return await enterOffer(token);
    } catch (error) {
      if (isAbort(error)) return leaving;
      // Reading the refusal takes the contract's error schemas (zod): loaded only then, so
      // they stay out of the page's first scripts.
      returnProblem = await import('./loginProblem.ts').then(
        ({ loginProblem }) => loginProblem(error),
        (): LoginProblem => ({ kind: 'unavailable' }),
      );
    }
  }
  try {
    const api = await loadOfferCalls();
    const check = await api.offerVerify({ params: { id: token } });
    const { requirements } = check;
    if (!requirements.needsLogin && !requirements.needsOtp) {
      const { cartFor } = await import('../../../stores/cart.ts');
      // This offer's flow has no login step: what follows the offer page comes next.
      return await redirect(cartFor(token) ? stepAfterOffer(requirements) : 'offer', { token });
    }
    if (check.authenticated) return await enterOffer(token);
    return await loginFor(requirements, returnProblem);
  } catch (error) {
    return settle(error, token);
  }
}
