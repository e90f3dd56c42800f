import type { IdvSession, IdvStatus } from '../../api/contract/idv.ts';
import { IdvError } from '../../api/errors/classes.ts';
import { idvBodyCodes, type IdvBodyCode } from '../../api/errors/codes.ts';
import type { RouteId } from '../../routes.ts';
import { splitLocale } from '../../routing/paths.ts';
import { matchRoute } from '../../routing/match.ts';

/** The pages of a verification: the method choice and one per status (SPEC §2). */
export const idvPages = [
  'idv',
  'idvFailed',
  'idvExpired',
  'idvPending',
  'idvSuccess',
  'idvConsumed',
  'idvCompleted',
  'idvPostIdent',
] as const satisfies readonly RouteId[];

export type IdvPage = (typeof idvPages)[number];
export type IdvResultPage = Exclude<IdvPage, 'idv'>;

export const pageOfStatus: Record<IdvStatus, IdvPage> = {
  main: 'idv',
  pending: 'idvPending',
  success: 'idvSuccess',
  failed: 'idvFailed',
  expired: 'idvExpired',
  consumed: 'idvConsumed',
  completed: 'idvCompleted',
  postIdent: 'idvPostIdent',
};

const isIdvBodyCode = (code: string): code is IdvBodyCode =>
  (idvBodyCodes as readonly string[]).includes(code);

/** Codes that end a verification, with the page that explains the end. */
const pageOfCode: Partial<Record<IdvBodyCode, IdvResultPage>> = {
  IDV_COMPLETED: 'idvCompleted',
  IDV_SUCCESS: 'idvSuccess',
  OFFER_CONSUMED: 'idvConsumed',
  OFFER_EXPIRED: 'idvExpired',
  IDV_NO_METHODS_AVAILABLE: 'idvFailed',
  NO_MORE_IDV_POSSIBLE: 'idvFailed',
  OFFER_CANCELLED: 'idvFailed',
};

/** An ended verification whose page tells the end: its code picks the words. */
export interface EndedIdv {
  code: IdvBodyCode;
  error: IdvError;
}

/**
 * Where a verification stands, as its pages act on it: a status with its page, an end
 * with its page, or a problem that has no page of its own (the link is unknown, the
 * hotline must finish it, maintenance, a technical fault, no answer).
 */
export type Standing =
  | { kind: 'open'; page: IdvPage; session: IdvSession }
  | ({ kind: 'ended'; page: IdvResultPage } & EndedIdv)
  | { kind: 'problem'; error: unknown };

export function standingOf(answer: { session: IdvSession } | { error: unknown }): Standing {
  if ('session' in answer)
    return { kind: 'open', page: pageOfStatus[answer.session.status], session: answer.session };
  const { error } = answer;
  if (error instanceof IdvError && isIdvBodyCode(error.code)) {
    const page = pageOfCode[error.code];
    if (page) return { kind: 'ended', page, code: error.code, error };
  }
  return { kind: 'problem', error };
}

/** Problems of the verification itself, without a page: the method choice explains them. */
const choiceProblems: readonly string[] = [
  'RESERVATION_CALL_HOTLINE',
  'TECHNICAL_PROBLEM',
  'DOWNTIME',
];

/**
 * A problem the customer meets on a result page is explained on the method choice, except
 * where asking again there would tell nothing new (an unknown link, another brand's link,
 * too many requests, no answer at all): those are said where the customer is.
 */
export function problemBelongsToChoice(error: unknown): boolean {
  return error instanceof IdvError && choiceProblems.includes(error.code);
}

/** The verification page the address bar shows. */
export function pageOfPath(pathname: string): IdvPage | undefined {
  const match = matchRoute(splitLocale(pathname).path);
  if (match.kind !== 'route') return undefined;
  const id: RouteId = match.route.id;
  return (idvPages as readonly RouteId[]).includes(id) ? (id as IdvPage) : undefined;
}
