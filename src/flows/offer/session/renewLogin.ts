import { isAbort } from '../../../api/client/abort.ts';
import { setAuthToken } from '../../../stores/authToken.ts';
import { loadApi } from '../../loadApi.ts';

/**
 * Renews the offer's login and keeps the new token. 'renewed', 'failed' (no answer or a
 * refusal: the customer may try again until it ends) or 'aborted' (the page is leaving).
 */
export async function renewLogin(token: string): Promise<'renewed' | 'failed' | 'aborted'> {
  try {
    const api = await loadApi(() => import('../../../api/contract/calls/auth.ts'));
    setAuthToken(await api.authRenew({ query: { offer: token } }));
    return 'renewed';
  } catch (error) {
    return isAbort(error) ? 'aborted' : 'failed';
  }
}
