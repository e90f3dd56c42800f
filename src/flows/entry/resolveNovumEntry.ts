import { isAbort } from '../../api/client/abort.ts';
import { RequestError, ValidationError } from '../../api/errors/classes.ts';
import { TOKEN_RULE } from '../../routes.ts';
import { setUseCase } from '../../stores/useCase.ts';
import { leaving, ready, redirect, type Loaded } from '../flowScreen.tsx';
import { loadApi } from '../loadApi.ts';

/** Why the entry page stays: a link without a usable id, an unknown one, or no answer yet. */
export type NovumEntryProblem = 'invalid' | 'unknown' | 'tooMany' | 'unavailable';

/** The entry id of the campaign link, if it has the shape of one. */
export function entryIdFrom(search: string): string | undefined {
  const id = new URLSearchParams(search).get('id')?.trim();
  return id && TOKEN_RULE.test(id) ? id : undefined;
}

/**
 * Resolves the Novum entry id of the page's link, keeps the use case Novum for the texts
 * from now on and replaces this page with the offer, so the back button skips the entry
 * page. What keeps the customer here is the problem the page shows.
 */
export async function resolveNovumEntry(): Promise<Loaded<NovumEntryProblem>> {
  const id = entryIdFrom(window.location.search);
  if (!id) return ready('invalid');
  try {
    const api = await loadApi(() => import('../../api/contract/calls/entry.ts'));
    const entry = await api.entryNovum({ query: { id } });
    setUseCase(entry.useCase);
    const left = await redirect('offer', { token: entry.token });
    return left.kind === 'leaving' ? left : ready('unavailable');
  } catch (error) {
    if (isAbort(error)) return leaving;
    if (error instanceof ValidationError) return ready('invalid');
    const status = error instanceof RequestError ? error.response?.status : undefined;
    // Unknown here: no such link, or another brand's (BrandMismatch), which this site cannot open.
    if (status === 404 || status === 409) return ready('unknown');
    if (status === 429) return ready('tooMany');
    return ready('unavailable');
  }
}
