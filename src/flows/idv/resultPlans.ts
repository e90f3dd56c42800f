import type { IdvMethod } from '../../api/contract/idv.ts';
import { IdvError } from '../../api/errors/classes.ts';
import type { IdvBodyCode } from '../../api/errors/codes.ts';
import { idvTexts } from '../../api/errors/idvTexts.ts';
import { errorTextKey } from '../../api/errors/texts.ts';
import type { StatusType } from '../../ui/SectionStatus.tsx';
import type { IdvResultPage, Standing } from './standing.ts';
import type { TextKey } from '../../i18n/keys.ts';

/** What the customer can do on a result page; every page has at least one way on. */
export type ResultAction = 'call' | 'home' | 'print' | 'postOffice' | 'checkAgain';

/** Which lifecycle event a result page reports (SPEC §4). */
export type ResultEvent = 'success' | 'pending' | 'cancelled' | 'error';

/**
 * A result page in GOV.UK's confirmation / problem pattern: what happened (the status),
 * what happens next and when, how the customer is told, and what they can do.
 */
export interface ResultPlan {
  tone: StatusType;
  /** Text keys of the status box's headline and text. */
  title: TextKey;
  text: TextKey;
  /** Text keys of "what happens next", one paragraph each. */
  next: readonly TextKey[];
  actions: readonly ResultAction[];
  event: ResultEvent;
}

/** A page's headline and text (text keys). */
type Words = Pick<ResultPlan, 'title' | 'text'>;

/** A page's plan but its words. */
type Row = Omit<ResultPlan, keyof Words>;

/** The pages of a status that no end code tells: they have words of their own. */
type StatusPage = 'idvPending' | 'idvPostIdent' | 'idvFailed';

/** Nothing is left for the customer to do: back to the site, the hotline for questions. */
const homeFirst = ['home', 'call'] as const;

/** The customer needs the hotline to go on: it comes first. */
const callFirst = ['call', 'home'] as const;

/**
 * Every result page, one row each: the pages an end code reaches, told in the words of
 * that code (errors namespace), and the pages of a status.
 */
const pages = {
  IDV_SUCCESS: {
    tone: 'success',
    next: ['idv:result.success.activation', 'idv:result.success.told'],
    actions: homeFirst,
    event: 'success',
  },
  IDV_COMPLETED: {
    tone: 'success',
    next: ['idv:result.completed.active', 'idv:result.completed.told'],
    actions: homeFirst,
    event: 'success',
  },
  OFFER_CONSUMED: {
    tone: 'info',
    next: ['idv:result.consumed.next'],
    actions: homeFirst,
    event: 'error',
  },
  OFFER_EXPIRED: {
    tone: 'warning',
    next: ['idv:result.expired.why', 'idv:result.expired.newLink'],
    actions: callFirst,
    event: 'error',
  },
  IDV_NO_METHODS_AVAILABLE: {
    tone: 'error',
    next: ['idv:result.failed.noMethods'],
    actions: callFirst,
    event: 'error',
  },
  NO_MORE_IDV_POSSIBLE: {
    tone: 'error',
    next: ['idv:result.failed.noMore'],
    actions: callFirst,
    event: 'error',
  },
  OFFER_CANCELLED: {
    tone: 'warning',
    next: ['idv:result.failed.cancelled'],
    actions: homeFirst,
    event: 'cancelled',
  },
  idvPending: {
    tone: 'info',
    title: 'idv:result.pending.title',
    text: 'idv:result.pending.text',
    next: ['idv:result.pending.review', 'idv:result.pending.told', 'idv:result.pending.close'],
    actions: ['checkAgain', 'call'],
    event: 'pending',
  },
  idvPostIdent: {
    tone: 'info',
    title: 'idv:result.postIdent.title',
    text: 'idv:result.postIdent.text',
    next: ['idv:result.postIdent.result', 'idv:result.postIdent.told'],
    actions: ['print', 'postOffice', 'call'],
    event: 'pending',
  },
  idvFailed: {
    tone: 'error',
    title: 'idv:result.failed.title',
    text: 'idv:result.failed.text',
    next: [],
    actions: callFirst,
    event: 'error',
  },
} satisfies Partial<Record<IdvBodyCode, Row>> & Record<StatusPage, Row & Words>;

/** The codes that end a verification on a page told in the code's own words. */
type EndCode = Exclude<keyof typeof pages, StatusPage>;

/** The code whose words a page uses when the API answered a status rather than an end (its alert). */
export const codeOfPage: Partial<Record<IdvResultPage, EndCode>> = {
  idvSuccess: 'IDV_SUCCESS',
  idvCompleted: 'IDV_COMPLETED',
  idvConsumed: 'OFFER_CONSUMED',
  idvExpired: 'OFFER_EXPIRED',
};

const isEndCode = (code: IdvBodyCode): code is EndCode => Object.hasOwn(pages, code);

/** The plan of the page a verification's standing led to. */
export function resultPlan(standing: Exclude<Standing, { kind: 'problem' }>): ResultPlan {
  const page = standing.page === 'idv' ? 'idvFailed' : standing.page;
  const code = standing.kind === 'ended' ? standing.code : codeOfPage[page];
  if (code && isEndCode(code))
    return { ...errorTextKey(new IdvError(code, code), idvTexts), ...pages[code] };
  return pages[page === 'idvPending' || page === 'idvPostIdent' ? page : 'idvFailed'];
}

/** The method the verification used last: the API's word, else the one this browser started. */
export function methodOf(
  standing: Exclude<Standing, { kind: 'problem' }>,
  stored: IdvMethod | undefined,
): IdvMethod | undefined {
  return standing.kind === 'open' ? (standing.session.method ?? stored) : stored;
}
