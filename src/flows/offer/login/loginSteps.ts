import type { Requirements } from '../../../api/contract/offer.ts';
import { isAbort } from '../../../api/client/abort.ts';
import { OfferError } from '../../../api/errors/classes.ts';
import { offerEvents } from '../../../analytics/events.ts';
import { loadApi } from '../../loadApi.ts';
import { goTo } from '../../navigate.ts';
import { buildCart } from '../cart.ts';
import { rememberOfferError } from '../error/errorState.ts';
import { nextStep } from '../steps.ts';
import { loginProblem, type LoginProblem } from './loginProblem.ts';

/** What the login page shows; `leaving` while the browser goes to another page. */
export type LoginState =
  | { kind: 'checking' }
  | { kind: 'leaving' }
  | { kind: 'failed' }
  | { kind: 'otp' }
  | { kind: 'brand'; loginUrl: string; returnProblem: LoginProblem | undefined };

const leaving: LoginState = { kind: 'leaving' };
const failed: LoginState = { kind: 'failed' };

/** Exchanges a one-time code (typed, or from the brand login's return) for the bearer token and keeps it. */
export async function logIn(code: string): Promise<void> {
  const api = await loadApi();
  const answer = await api.authToken({ query: { code } });
  // The token store validates with zod: loaded with the answer, not with the page.
  const { setAuthToken } = await import('../../../stores/authToken.ts');
  setAuthToken(answer);
}

function openErrorPage(error: OfferError, token: string): void {
  offerEvents.offerLoadError({ errorCode: error.code });
  rememberOfferError({ ...error, code: error.code, token });
  goTo(
    'offerError',
    { token },
    { replace: true, search: `?${new URLSearchParams({ code: error.code })}` },
  );
}

/**
 * Where a failure leaves the customer: an offer error (expired, someone else's login…) on
 * its error page, anything else here with a retry. Undefined: aborted, the page is going.
 */
function settle(error: unknown, token: string): LoginState | undefined {
  if (isAbort(error)) return undefined;
  if (error instanceof OfferError) {
    openErrorPage(error, token);
    return leaving;
  }
  return failed;
}

/**
 * Logged in: the offer loads now (before, it answered 401, so there is no cart yet, and
 * loading it also proves the login is this offer's customer), then on to the next step.
 */
export async function enterNextStep(token: string): Promise<LoginState | undefined> {
  try {
    const api = await loadApi();
    const offer = await api.offerGet({ params: { id: token } });
    const { setCart } = await import('../../../stores/cart.ts');
    setCart(buildCart(offer, token));
    goTo(nextStep('offerLogin', offer.requirements), { token }, { replace: true });
    return leaving;
  } catch (error) {
    return settle(error, token);
  }
}

/** The login this offer asks for, once it is known the customer has not logged in yet. */
function loginFor(requirements: Requirements, returnProblem: LoginProblem | undefined) {
  if (requirements.needsOtp) return { kind: 'otp' } as const;
  if (requirements.loginUrl) {
    return { kind: 'brand', loginUrl: requirements.loginUrl, returnProblem } as const;
  }
  // A brand login without its address cannot be started; a retry may bring it.
  return failed;
}

/**
 * Opening the login page: a code from the brand login's return is exchanged first. Then the
 * offer check tells which login the offer needs and whether the customer has it already
 * (checking an otp offer also sends a fresh code by SMS). An offer without any login needs
 * none of this page: on to the next step, or to the offer page to load the cart first.
 */
export async function openLogin(
  token: string,
  returnCode: string | undefined,
): Promise<LoginState | undefined> {
  let returnProblem: LoginProblem | undefined;
  if (returnCode) {
    try {
      await logIn(returnCode);
      return await enterNextStep(token);
    } catch (error) {
      if (isAbort(error)) return undefined;
      returnProblem = loginProblem(error);
    }
  }
  try {
    const api = await loadApi();
    const check = await api.offerVerify({ params: { id: token } });
    const { requirements } = check;
    if (!requirements.needsLogin && !requirements.needsOtp) {
      const { cartFor } = await import('../../../stores/cart.ts');
      // This offer's flow has no login step: what follows the offer page comes next.
      const target = cartFor(token) ? nextStep('offer', requirements) : 'offer';
      goTo(target, { token }, { replace: true });
      return leaving;
    }
    if (check.authenticated) return await enterNextStep(token);
    return loginFor(requirements, returnProblem);
  } catch (error) {
    return settle(error, token);
  }
}
