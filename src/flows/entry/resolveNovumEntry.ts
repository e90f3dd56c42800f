import { isAbort } from '../../api/client/abort.ts';
import { RequestError, ValidationError } from '../../api/errors/classes.ts';
import { href, TOKEN_RULE, type Locale } from '../../routes.ts';
import { loadApi } from '../loadApi.ts';

/** Why the entry page stays: a link without a usable id, an unknown one, or no answer yet. */
export type NovumEntryProblem = 'invalid' | 'unknown' | 'tooMany' | 'unavailable';

/** The entry id of the campaign link, if it has the shape of one. */
export function entryIdFrom(search: string): string | undefined {
  const id = new URLSearchParams(search).get('id')?.trim();
  return id && TOKEN_RULE.test(id) ? id : undefined;
}

/**
 * Resolves the Novum entry id, keeps the use case Novum for the texts from now on and
 * replaces this page with the offer (undefined: the page is leaving), so the back button
 * skips the entry page. What keeps the customer here comes back as the problem to show.
 */
export async function resolveNovumEntry(
  id: string,
  locale: Locale,
): Promise<NovumEntryProblem | undefined> {
  try {
    const api = await loadApi();
    const entry = await api.entryNovum({ query: { id } });
    // The store validates with zod: it loads with the API client, not with the page.
    const { setUseCase } = await import('../../stores/useCase.ts');
    setUseCase(entry.useCase);
    window.location.replace(href('offer', { token: entry.token }, locale));
    return undefined;
  } catch (error) {
    if (isAbort(error)) return undefined;
    if (error instanceof ValidationError) return 'invalid';
    const status = error instanceof RequestError ? error.response?.status : undefined;
    if (status === 404) return 'unknown';
    if (status === 429) return 'tooMany';
    return 'unavailable';
  }
}
