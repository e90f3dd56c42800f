import type { IdvMethod } from '../../api/contract/idv.ts';
import { IdvError } from '../../api/errors/classes.ts';
import type { IdvBodyCode } from '../../api/errors/codes.ts';
import { errorTextKey } from '../../api/errors/texts.ts';
import type { StatusType } from '../../ui/SectionStatus.tsx';
import type { IdvResultPage, Standing } from './standing.ts';

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
  title: string;
  text: string;
  /** Text keys of "what happens next", one paragraph each. */
  next: readonly string[];
  actions: readonly ResultAction[];
  event: ResultEvent;
}

/** The page an end code reached, told in the words of that code (errors namespace). */
const byCode = (code: IdvBodyCode, plan: Omit<ResultPlan, 'title' | 'text'>): ResultPlan => ({
  ...errorTextKey(new IdvError(code, code)),
  ...plan,
});

const codePlans: Partial<Record<IdvBodyCode, ResultPlan>> = {
  IDV_SUCCESS: byCode('IDV_SUCCESS', {
    tone: 'success',
    next: ['idv:result.success.activation', 'idv:result.success.told'],
    actions: ['home', 'call'],
    event: 'success',
  }),
  IDV_COMPLETED: byCode('IDV_COMPLETED', {
    tone: 'success',
    next: ['idv:result.completed.active', 'idv:result.completed.told'],
    actions: ['home', 'call'],
    event: 'success',
  }),
  OFFER_CONSUMED: byCode('OFFER_CONSUMED', {
    tone: 'info',
    next: ['idv:result.consumed.next'],
    actions: ['home', 'call'],
    event: 'error',
  }),
  OFFER_EXPIRED: byCode('OFFER_EXPIRED', {
    tone: 'warning',
    next: ['idv:result.expired.why', 'idv:result.expired.newLink'],
    actions: ['call', 'home'],
    event: 'error',
  }),
  IDV_NO_METHODS_AVAILABLE: byCode('IDV_NO_METHODS_AVAILABLE', {
    tone: 'error',
    next: ['idv:result.failed.noMethods'],
    actions: ['call', 'home'],
    event: 'error',
  }),
  NO_MORE_IDV_POSSIBLE: byCode('NO_MORE_IDV_POSSIBLE', {
    tone: 'error',
    next: ['idv:result.failed.noMore'],
    actions: ['call', 'home'],
    event: 'error',
  }),
  OFFER_CANCELLED: byCode('OFFER_CANCELLED', {
    tone: 'warning',
    next: ['idv:result.failed.cancelled'],
    actions: ['home', 'call'],
    event: 'cancelled',
  }),
};

/** The code whose words a page uses when the API answered a status rather than an end. */
const codeOfPage: Partial<Record<IdvResultPage, IdvBodyCode>> = {
  idvSuccess: 'IDV_SUCCESS',
  idvCompleted: 'IDV_COMPLETED',
  idvConsumed: 'OFFER_CONSUMED',
  idvExpired: 'OFFER_EXPIRED',
};

const statusPlans: Record<'idvPending' | 'idvPostIdent' | 'idvFailed', ResultPlan> = {
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
    actions: ['call', 'home'],
    event: 'error',
  },
};

/** The plan of the page a verification's standing led to. */
export function resultPlan(standing: Exclude<Standing, { kind: 'problem' }>): ResultPlan {
  const page = standing.page === 'idv' ? 'idvFailed' : standing.page;
  const code = standing.kind === 'ended' ? standing.code : codeOfPage[page];
  const byItsCode = code ? codePlans[code] : undefined;
  if (byItsCode) return byItsCode;
  return page === 'idvPending' || page === 'idvPostIdent'
    ? statusPlans[page]
    : statusPlans.idvFailed;
}

/** The method the verification used last: the API's word, else the one this browser started. */
export function methodOf(
  standing: Exclude<Standing, { kind: 'problem' }>,
  stored: IdvMethod | undefined,
): IdvMethod | undefined {
  return standing.kind === 'open' ? (standing.session.method ?? stored) : stored;
}
