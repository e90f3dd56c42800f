import { brand } from 'virtual:brand';
import { isAbort } from '../../api/client/abort.ts';
import {
  prefillDataSchema,
  type PrefilledContract,
  type TerminationConfig,
} from '../../api/contract/termination.ts';
import { z } from '../../api/contract/zod.ts';
import { takeFromAddress } from '../../analytics/addressSecrets.ts';
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
 * The link's sealed data, in this page's memory only: it opens the customer's data and
 * sends a termination for 30 days, so it is kept in no web storage, where a script or the
 * next user of a shared device could read it.
 */
let heldLink: string | undefined;

/** A short fingerprint of a link (FNV-1a): tells a new link from the last one, reveals none. */
function fingerprint(link: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < link.length; i += 1) hash = Math.imul(hash ^ link.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16);
}

/**
 * The link's data: from the address bar, which it then leaves (it would stay in the
 * history, in bookmarks and in shared screenshots, and third-party scripts wait until it
 * has), or as held by this page. A new link starts a new termination; the same link opened
 * again keeps what was typed.
 */
export function takeLinkData(win: Window = window): string | undefined {
  const given = takeFromAddress(win, 'data');
  if (given === null) return heldLink;
  if (!z.safeParse(prefillDataSchema, given).success) return '';
  const print = fingerprint(given);
  if (terminationAnswers.answer('prefilled', 'linkRead') !== print) {
    const received = terminationAnswers.answer('prefilled', 'received');
    terminationAnswers.forget('prefilled');
    if (received) terminationAnswers.confirm('prefilled', 'received', received);
  }
  terminationAnswers.confirm('prefilled', 'linkRead', print);
  heldLink = given;
  return given;
}

/** Forgets the link this page holds (a refused one). */
const dropLink = () => {
  heldLink = undefined;
  terminationAnswers.drop('prefilled', 'linkRead');
};

/**
 * /selfcarekuendigung: the fields of a signed link and the brand's options. A link that
 * is missing, changed or expired leads to the page that explains it and offers the
 * default form.
 */
export async function loadPrefilledForm(): Promise<Loaded<PrefilledFormData>> {
  const link = takeLinkData();
  // Read in this tab before, gone with the page since: the customer opens it again.
  if (link === undefined && terminationAnswers.answer('prefilled', 'linkRead'))
    return toError('reloaded');
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
    dropLink();
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
