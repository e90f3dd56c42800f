import { isAbort } from '../../api/client/abort.ts';
import { forgetFromHistory, takeIntoHistory } from '../historySecret.ts';
import { RequestError, ValidationError } from '../../api/errors/classes.ts';
import { TOKEN_RULE } from '../../routes.ts';
import { setUseCase } from '../../stores/useCase.ts';
import { leaving, ready, redirect, type Loaded } from '../flowScreen.tsx';
import { loadApi } from '../loadApi.ts';

/** Why the entry page stays: a link without a usable id, an unknown one, or no answer yet. */
export type NovumEntryProblem = 'invalid' | 'unknown' | 'tooMany' | 'unavailable';

/**
 * The entry id of the campaign link, if it has the shape of one. The API answers it with the
 * offer's token: it leaves the address bar as it is read (third-party scripts wait until it
 * has), kept with the page's history entry for a retry or a reload.
 */
export function entryIdOf(win: Window = window): string | undefined {
  const id = takeIntoHistory(win, 'id')?.trim();
  return id && TOKEN_RULE.test(id) ? id : undefined;
}

/**
 * Resolves the Novum entry id of the page's link, keeps the use case Novum for the texts
 * from now on and replaces this page with the offer, so the back button skips the entry
 * page. What keeps the customer here is the problem the page shows.
 */
export async function resolveNovumEntry(): Promise<Loaded<NovumEntryProblem>> {
  const id = entryIdOf();
  // Once it led to the offer or proved unknown, the id is done with.
  const done = <T>(outcome: T): T => {
    forgetFromHistory(window, 'id');
    return outcome;
  };
  if (!id) return done(ready('invalid'));
  try {
    const api = await loadApi(() => import('../../api/contract/calls/entry.ts'));
    const entry = await api.entryNovum({ query: { id } });
    setUseCase(entry.useCase);
    const left = await redirect('offer', { token: entry.token });
    return left.kind === 'leaving' ? done(left) : ready('unavailable');
  } catch (error) {
    if (isAbort(error)) return leaving;
    if (error instanceof ValidationError) return done(ready('invalid'));
    const status = error instanceof RequestError ? error.response?.status : undefined;
    // Unknown here: no such link, or another brand's (BrandMismatch), which this site cannot open.
    if (status === 404 || status === 409) return done(ready('unknown'));
    if (status === 429) return ready('tooMany');
    return ready('unavailable');
  }
}
