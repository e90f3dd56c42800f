import { useCallback, useEffect, useState } from 'react';
import { takeReturnCode } from './loginLinks.ts';
import { enterNextStep, openLogin, type LoginState } from './loginSteps.ts';

export interface LoginStep {
  state: LoginState;
  /** Checks the offer again after a failure. */
  retry: () => void;
  /** The customer has just logged in here: on to the next step. */
  loggedIn: () => Promise<void>;
}

/**
 * The login step's state. Not `useOfferStep`: its has-cart guard cannot hold here, since
 * a protected offer answers 401 until the customer has logged in, so there is no cart yet;
 * `openLogin` sends offers without a login to the offer page instead.
 */
export function useLoginStep(token: string): LoginStep {
  // Read once: the code is removed from the address bar as it is taken.
  const [returnCode] = useState(() => takeReturnCode(window.location, window.history));
  const [state, setState] = useState<LoginState>({ kind: 'checking' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    // The returned code works once: a retry checks the offer without it.
    void openLogin(token, attempt === 0 ? returnCode : undefined).then((next) => {
      if (live && next) setState(next);
    });
    return () => {
      live = false;
    };
  }, [token, returnCode, attempt]);

  const retry = useCallback(() => {
    setState({ kind: 'checking' });
    setAttempt((n) => n + 1);
  }, []);

  const loggedIn = useCallback(async () => {
    const next = await enterNextStep(token);
    if (next) setState(next);
  }, [token]);

  return { state, retry, loggedIn };
}
