import { isAbort } from '../../../api/client/abort.ts';
import { setAuthToken } from '../../../stores/authToken.ts';
import { loadAuthCalls } from '../login/authCalls.ts';

/**
 * Renews the offer's login and keeps the new token. 'renewed', 'failed' (no answer or a
 * refusal: the customer may try again until it ends) or 'aborted' (the page is leaving).
 */
export async function renewLogin(token: string): Promise<'renewed' | 'failed' | 'aborted'> {
  try {
    const api = await loadAuthCalls();
    setAuthToken(await api.authRenew({ query: { offer: token } }));
    return 'renewed';
  } catch (error) {
    return isAbort(error) ? 'aborted' : 'failed';
  }
}
