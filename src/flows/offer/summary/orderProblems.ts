import type { FieldError } from '../../../api/contract/common.ts';
import type { AnswerStep } from './answers.ts';

/**
 * What the API found wrong with an order, told by where the customer can fix it: an
 * answer of an earlier step, or something the customer cannot change (then only a retry).
 */
export type OrderProblem = { kind: 'step'; step: AnswerStep } | { kind: 'other' };

const stepOfSection: Record<string, AnswerStep> = {
  personal: 'offerPersonalData',
  idDocument: 'offerIdData',
  payment: 'offerPayment',
};

const problemOf = ({ field }: FieldError): OrderProblem => {
  const step = stepOfSection[field.split('.')[0] ?? ''];
  return step ? { kind: 'step', step } : { kind: 'other' };
};

/** One problem per step (a step with three bad fields is one link), in the API's order. */
export function orderProblems(errors: readonly FieldError[]): OrderProblem[] {
  const seen = new Map<string, OrderProblem>();
  for (const problem of errors.map(problemOf)) {
    const key = problem.kind === 'step' ? problem.step : problem.kind;
    if (!seen.has(key)) seen.set(key, problem);
  }
  return [...seen.values()];
}
