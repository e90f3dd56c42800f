import type { UseCase } from '../../api/contract/useCases.ts';
import { $useCase } from '../../stores/useCase.ts';
import { failed, leaving, ready, type Loaded, type ScreenPlace } from '../flowScreen.tsx';
import { askIdv, askMethods, LEFT, type MethodsLoad } from './askIdv.ts';
import { detectDevice, type Device } from './device.ts';
import { leaveFor } from './leaveFor.ts';
import { prefetchFiles } from '../../ui/importWhenReachable.ts';
import {
  pageOfPath,
  problemBelongsToChoice,
  type IdvResultPage,
  type Standing,
} from './standing.ts';

/**
 * The method choice's files, react-hook-form's among them: only the failed and the pending
 * page offer it, so the other five never load them (issue 30: their JavaScript before data).
 */
export const METHOD_CHOICE_FILES = 'lazy-files:src/flows/idv/MethodChoice.tsx';

/** A new attempt from this page: the methods and what the device can do. */
export interface Retry {
  methods: MethodsLoad;
  device: Device;
}

export type IdvResultData =
  | { kind: 'problem'; error: unknown; useCase: UseCase }
  | {
      kind: 'result';
      page: IdvResultPage;
      standing: Exclude<Standing, { kind: 'problem' }>;
      /** Where another method can be tried: a failed attempt, a review under way. */
      retry?: Retry | undefined;
    };

/** A failed attempt may be repeated, and a review need not be waited for. */
const offersRetry = (standing: Exclude<Standing, { kind: 'problem' }>) =>
  standing.kind === 'open' && (standing.page === 'idvFailed' || standing.page === 'idvPending');

/**
 * Every result page asks the API where the verification stands — also after the return
 * from the provider, in another tab or after the browser dropped the page — and sends the
 * customer to the page of that status when it is not this one.
 */
export async function loadResult({ token, locale }: ScreenPlace): Promise<Loaded<IdvResultData>> {
  const here = pageOfPath(window.location.pathname);
  if (!here || here === 'idv') return failed;
  // A page that may offer another method asks for the methods beside the status, and
  // fetches the choice's code the view then imports (src/flows/idv/IdvResultView.tsx).
  const mayRetry = here === 'idvFailed' || here === 'idvPending';
  if (mayRetry) prefetchFiles(METHOD_CHOICE_FILES);
  const [standing, retry] = await Promise.all([
    askIdv(token, locale),
    mayRetry ? Promise.all([askMethods(token), detectDevice()]) : undefined,
  ]);
  if (standing === LEFT) return leaving;
  if (standing.kind === 'problem')
    return problemBelongsToChoice(standing.error)
      ? leaveFor('idv', token)
      : ready({ kind: 'problem', error: standing.error, useCase: $useCase.get() });
  if (standing.page !== here) return leaveFor(standing.page, token);
  return ready({
    kind: 'result',
    page: here,
    standing,
    retry: retry && offersRetry(standing) ? { methods: retry[0], device: retry[1] } : undefined,
  });
}
