import type { IdvMethod, IdvStatus } from '../../../src/api/contract/idv.ts';
import type { IdvBodyCode } from '../../../src/api/errors/codes.ts';
import type { RouteId } from '../../../src/routes.ts';

export interface ProviderOutcome {
  /** Status the verification takes. */
  status: IdvStatus;
  /** Set for an end state: later calls on the link answer this code (SPEC §8). */
  code?: IdvBodyCode;
  /** Site page the provider sends the customer back to. */
  route: RouteId;
  /** Only these methods can end like this; all methods when absent. */
  methods?: readonly IdvMethod[];
}

/**
 * How a verification at the simulated provider can end: the outcomes of SPEC §4, plus a
 * failed attempt that may be retried, "pending" while a video ident is reviewed, and the
 * PostIdent coupon the customer takes to a post office.
 */
export const providerOutcomes = {
  success: { status: 'success', code: 'IDV_SUCCESS', route: 'idvSuccess' },
  completed: { status: 'completed', code: 'IDV_COMPLETED', route: 'idvCompleted' },
  failed: { status: 'failed', route: 'idvFailed' },
  noMethodsAvailable: { status: 'failed', code: 'IDV_NO_METHODS_AVAILABLE', route: 'idvFailed' },
  noMoreIdvPossible: { status: 'failed', code: 'NO_MORE_IDV_POSSIBLE', route: 'idvFailed' },
  cancelled: { status: 'failed', code: 'OFFER_CANCELLED', route: 'idvFailed' },
  consumed: { status: 'consumed', code: 'OFFER_CONSUMED', route: 'idvConsumed' },
  expired: { status: 'expired', code: 'OFFER_EXPIRED', route: 'idvExpired' },
  pending: { status: 'pending', route: 'idvPending', methods: ['videoIdent'] },
  postIdent: { status: 'postIdent', route: 'idvPostIdent', methods: ['postIdent'] },
} as const satisfies Record<string, ProviderOutcome>;

export type OutcomeName = keyof typeof providerOutcomes;

export const outcomeNames = Object.keys(providerOutcomes) as OutcomeName[];

export const outcomesOfMethod = (method: IdvMethod): OutcomeName[] =>
  outcomeNames.filter((name) => {
    const allowed: ProviderOutcome['methods'] = (providerOutcomes[name] as ProviderOutcome).methods;
    return !allowed || allowed.includes(method);
  });

/**
 * HTTP status of a body code: an end state of the link is a conflict (the expired link is
 * gone), a technical problem a 500 and a maintenance window a 503.
 */
export const statusOfCode = (code: IdvBodyCode): 409 | 410 | 500 | 503 => {
  switch (code) {
    case 'OFFER_EXPIRED':
      return 410;
    case 'TECHNICAL_PROBLEM':
      return 500;
    case 'DOWNTIME':
      return 503;
    default:
      return 409;
  }
};
