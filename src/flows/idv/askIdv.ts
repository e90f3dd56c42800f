import { isAbort } from '../../api/client/abort.ts';
import type { IdvMethodOption } from '../../api/contract/idv.ts';
import { IdvError } from '../../api/errors/classes.ts';
import type { Locale } from '../../routes.ts';
import { setUseCase } from '../../stores/useCase.ts';
import { loadApi } from '../loadApi.ts';
import { standingOf, type Standing } from './standing.ts';

/** The page is being left while asking: nothing to show. */
export const LEFT = 'left';

/**
 * GET /api/idv/{id}?language=…: where the verification stands, asked every time a page of
 * it opens (the address bar alone is never trusted). Its use case picks the text variants
 * from now on, also when the answer is an error that carries one.
 */
export async function askIdv(token: string, language: Locale): Promise<Standing | typeof LEFT> {
  try {
    const api = await loadApi(() => import('../../api/contract/calls/idv.ts'));
    const session = await api.idvGet({ params: { id: token }, query: { language } });
    setUseCase(session.useCase);
    return standingOf({ session });
  } catch (error) {
    if (isAbort(error)) return LEFT;
    if (error instanceof IdvError && error.useCase) setUseCase(error.useCase);
    return standingOf({ error });
  }
}

/** The methods of a link, or why they did not come. */
export type MethodsLoad =
  { kind: 'ready'; options: IdvMethodOption[] } | { kind: 'failed'; error: unknown };

/** GET /api/idv/{id}/methods. */
export async function askMethods(token: string): Promise<MethodsLoad> {
  try {
    const api = await loadApi(() => import('../../api/contract/calls/idv.ts'));
    const { methods } = await api.idvMethods({ params: { id: token } });
    return { kind: 'ready', options: methods };
  } catch (error) {
    return { kind: 'failed', error };
  }
}
