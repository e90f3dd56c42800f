import type { FieldValues } from 'react-hook-form';
import type { ApiCode } from '../../api/errors/codes.ts';
import type { Sent, TooMany } from './sendStep.ts';
import type { StepOutcome } from './formStep.ts';

type Shown<V extends FieldValues> = StepOutcome<V> | Promise<StepOutcome<V>>;

/** A field error as the form shows it. */
type ShownError<V extends FieldValues> = Extract<
  StepOutcome<V>,
  { kind: 'invalid' }
>['errors'][number];

type AnySent = Sent<unknown, unknown, unknown>;
type ResultOf<S> = S extends { kind: 'received'; result: infer R } ? R : never;
type ErrorOf<S> = S extends { kind: 'invalid'; errors: readonly (infer E)[] } ? E : never;
type RefusalOf<S> = S extends { kind: 'refused'; refusal: infer X } ? X : never;

interface Rules<R, E, X, V extends FieldValues> {
  /** The API has the submit: usually the next screen. */
  received: (result: R) => Shown<V>;
  /** The step's own refusals (where it has some, required). */
  refused?: (refusal: X) => Shown<V>;
  /** Refused fields this form shows otherwise: required where they are not the form's own. */
  invalid?: (errors: readonly E[]) => Shown<V>;
  /** No usable answer, shown otherwise than by the form's retry. */
  unavailable?: (tooMany: TooMany | undefined) => Shown<V>;
  /**
   * The submit keeps the customer on the step, and why: `ValidationFailed` for fields to fix,
   * else the code of the failure (`TooManyRequests`, `Unexpected`…). For the step's analytics.
   */
  failed?: (code: string) => void;
}

/**
 * What a step makes of the answers only it knows the meaning of. The others keep what every
 * step shows: fields to fix at the fields, no usable answer as the form's retry (with the
 * wait a 429 names), a page being left as nothing at all.
 */
export type OutcomeRules<S extends AnySent, V extends FieldValues> = Rules<
  ResultOf<S>,
  ErrorOf<S>,
  RefusalOf<S>,
  V
> &
  ([ErrorOf<S>] extends [ShownError<V>]
    ? unknown
    : { invalid: (errors: readonly ErrorOf<S>[]) => Shown<V> }) &
  ([RefusalOf<S>] extends [never] ? unknown : { refused: (refusal: RefusalOf<S>) => Shown<V> });

/**
 * What the customer is shown after a step's call to the API (compare slowreader's form
 * stores): one mapping for every step, so that a form's view names only what its answers
 * mean and the rest is the same everywhere.
 */
export function stepOutcome<S extends AnySent, V extends FieldValues>(
  sent: S,
  rules: OutcomeRules<S, V>,
): Shown<V> {
  // The rules' types follow from S (a refusal rule wherever S has refusals); here each case
  // hands on what it carries.
  const answer = sent as AnySent;
  const rule = rules as Rules<unknown, unknown, unknown, V>;
  switch (answer.kind) {
    case 'received':
      return rule.received(answer.result);
    case 'refused':
      return rule.refused!(answer.refusal);
    case 'invalid':
      rule.failed?.('ValidationFailed' satisfies ApiCode);
      return rule.invalid
        ? rule.invalid(answer.errors)
        : { kind: 'invalid', errors: answer.errors as readonly ShownError<V>[] };
    case 'unavailable':
      rule.failed?.(answer.code);
      return rule.unavailable
        ? rule.unavailable(answer.tooMany)
        : { kind: 'unavailable', tooMany: answer.tooMany };
    case 'aborted':
      return { kind: 'stay' };
  }
}
