import { brand } from 'virtual:brand';
import { isAbort } from '../../api/client/abort.ts';
import {
  prefillDataSchema,
  type PrefilledContract,
  type TerminationConfig,
} from '../../api/contract/termination.ts';
import { z } from '../../api/contract/zod.ts';
import { failed, leaving, ready, redirect, type Loaded } from '../flowScreen.tsx';
import { loadApi } from '../loadApi.ts';
import { linkProblemOf, type LinkProblem } from './linkProblem.ts';
import {
  attemptId,
  receiptShown,
  terminationAnswers,
  type ReceivedTermination,
  type TerminationKind,
} from './terminationStore.ts';

export interface TerminationFormData {
  config: TerminationConfig;
  /** The id of this termination: uploads, the submit and every retry use it. */
  id: string;
  /** A termination this tab already sent, for the note above a new form. */
  previous: ReceivedTermination | undefined;
}

export interface PrefilledFormData extends TerminationFormData {
  prefill: PrefilledContract;
  /** The link's signed data, sent with the termination. */
  link: string;
}

const startForm = (kind: TerminationKind, config: TerminationConfig): TerminationFormData => ({
  config,
  id: attemptId(kind),
  previous: terminationAnswers.answer(kind, 'received'),
});

/** /kuendigung: the brand's options; without them there is nothing to choose from, and a retry. */
export async function loadDefaultForm(): Promise<Loaded<TerminationFormData>> {
  try {
    const api = await loadApi(() => import('../../api/contract/calls/termination.ts'));
    const config = await api.terminationConfig({ params: { brand: brand.slug } });
    return ready(startForm('default', config));
  } catch (error) {
    return isAbort(error) ? leaving : failed;
  }
}

const toError = (problem: LinkProblem) =>
  redirect('selfcareTerminationError', {}, { replace: true, search: `?reason=${problem}` });

/**
 * The link's data: from the address bar, which it then leaves (it identifies a customer
 * and would stay in the history, in bookmarks and in shared screenshots), or as kept in
 * this tab from an earlier visit of the page (a reload). A new link starts a new
 * termination.
 */
export function takeLinkData(win: Window = window): string | undefined {
  const url = new URL(win.location.href);
  const given = url.searchParams.get('data');
  if (given === null) return terminationAnswers.answer('prefilled', 'link');
  url.searchParams.delete('data');
  win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  if (!z.safeParse(prefillDataSchema, given).success) return '';
  if (terminationAnswers.answer('prefilled', 'link') !== given) {
    const received = terminationAnswers.answer('prefilled', 'received');
    terminationAnswers.forget('prefilled');
    if (received) terminationAnswers.confirm('prefilled', 'received', received);
  }
  terminationAnswers.confirm('prefilled', 'link', given);
  return given;
}

/**
 * /selfcarekuendigung: the fields of a signed link and the brand's options. A link that
 * is missing, changed or expired leads to the page that explains it and offers the
 * default form.
 */
export async function loadPrefilledForm(): Promise<Loaded<PrefilledFormData>> {
  const link = takeLinkData();
  if (!link) return toError('invalid');
  try {
    const api = await loadApi(() => import('../../api/contract/calls/termination.ts'));
    const params = { brand: brand.slug };
    const [config, prefill] = await Promise.all([
      api.prefilledTerminationConfig({ params }),
      api.prefilledTerminationPrefill({ params, query: { data: link } }),
    ]);
    return ready({ ...startForm('prefilled', config), prefill, link });
  } catch (error) {
    if (isAbort(error)) return leaving;
    const problem = linkProblemOf(error);
    if (!problem) return failed;
    terminationAnswers.drop('prefilled', 'link');
    return toError(problem);
  }
}

export interface ReceiptData {
  kind: TerminationKind;
  /** The termination this tab sent; none in another tab or after the tab was closed. */
  received: ReceivedTermination | undefined;
}

/** The receipt page: the termination this tab sent, if there is one. */
export function loadReceipt(kind: TerminationKind): Promise<Loaded<ReceiptData>> {
  const received = terminationAnswers.answer(kind, 'received');
  if (received) receiptShown(kind, received);
  return Promise.resolve(ready({ kind, received }));
}
