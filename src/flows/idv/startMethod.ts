import { isAbort } from '../../api/client/abort.ts';
import type { IdvMethod } from '../../api/contract/idv.ts';
import type { Locale } from '../../routes.ts';
import { loadApi } from '../loadApi.ts';
import { standingOf, type IdvResultPage } from './standing.ts';

/** What starting a method came to. */
export type StartOutcome =
  /** Off to the provider's page. */
  | { kind: 'started'; providerUrl: string }
  /** The verification ended meanwhile: its page says how. */
  | { kind: 'ended'; page: IdvResultPage }
  /** It did not start (provider down, method closed meanwhile, no answer): choose again. */
  | { kind: 'failed'; error: unknown }
  | { kind: 'aborted' };

/** POST /api/idv/{id}/methods?language=…: triggers the method the customer chose. */
export async function startMethod(
  token: string,
  method: IdvMethod,
  language: Locale,
): Promise<StartOutcome> {
  try {
    // The allow-list comes with the call, on the click: the method choice shows without it.
    const [api, { isAllowedProviderUrl }] = await Promise.all([
      loadApi(() => import('../../api/contract/calls/idv.ts')),
      import('../providerRedirect.ts'),
    ]);
    const started = await api.idvTrigger({
      params: { id: token },
      query: { language },
      body: { method },
    });
    // The same allow-list as the payment provider's: an answer naming any other place is
    // not followed.
    if (!isAllowedProviderUrl(started.providerUrl))
      return { kind: 'failed', error: new TypeError('The provider URL is not allowed.') };
    return { kind: 'started', providerUrl: started.providerUrl };
  } catch (error) {
    if (isAbort(error)) return { kind: 'aborted' };
    const standing = standingOf({ error });
    return standing.kind === 'ended'
      ? { kind: 'ended', page: standing.page }
      : { kind: 'failed', error };
  }
}
