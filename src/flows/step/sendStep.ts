import { isAbort } from '../../api/client/abort.ts';
import type { FieldError } from '../../api/contract/common.ts';
import { BaseError, RequestError, ValidationError } from '../../api/errors/classes.ts';
import { fieldErrorTextKey } from '../../api/errors/fieldText.ts';
import type { TextKey } from '../../i18n/keys.ts';

/** A field the API refused, at the form's field; the message is a text key. */
export interface PlacedError<F extends string> {
  field: F;
  message: TextKey;
}

/** A refusal for too many requests (429): the customer waits, as long as the API said if it did. */
export interface TooMany {
  seconds: number | undefined;
}

/** The wait a 429 answer asks for; undefined for any other error. */
export function tooManyOf(error: unknown): TooMany | undefined {
  if (!(error instanceof RequestError) || error.response?.status !== 429) return undefined;
  return { seconds: error.response.retryAfterSeconds };
}

/**
 * What a step's call to the API came to, for its form to act on (compare slowreader's
 * `createFormSubmit`): its answer, fields to fix, an answer that is the step's own outcome
 * (a refusal the customer is shown), no usable answer (`code` for analytics), or the page
 * being left while it was under way. `stepOutcome` makes of it what the customer sees.
 */
export type Sent<R, E = PlacedError<string>, X = never> =
  | { kind: 'received'; result: R }
  | { kind: 'invalid'; errors: readonly E[] }
  /** Only where the step has refusals of its own. */
  | ([X] extends [never] ? never : { kind: 'refused'; refusal: X })
  | { kind: 'unavailable'; code: string; tooMany?: TooMany }
  | { kind: 'aborted' };

export interface SendRules<E, X> {
  /** The API's field errors as the form shows them; an empty list reads as unavailable. */
  place: (errors: readonly FieldError[]) => readonly E[];
  /** The answers that are an outcome of the step rather than a failure. */
  refusal?: (error: unknown) => X | undefined;
}

/** Sends a step's call and sorts whatever comes back into what the form does next. */
export async function sendStep<R, E = PlacedError<string>, X = never>(
  call: () => Promise<R>,
  rules: SendRules<E, X>,
): Promise<Sent<R, E, X>> {
  try {
    return { kind: 'received', result: await call() };
  } catch (error) {
    if (isAbort(error)) return { kind: 'aborted' };
    const code = error instanceof BaseError ? error.code : 'Unexpected';
    const tooMany = tooManyOf(error);
    if (tooMany) return { kind: 'unavailable', code, tooMany };
    const refusal = rules.refusal?.(error);
    if (refusal !== undefined) return { kind: 'refused', refusal } as Sent<R, E, X>;
    if (error instanceof ValidationError) {
      const errors = rules.place(error.errors);
      if (errors.length > 0) return { kind: 'invalid', errors };
    }
    return { kind: 'unavailable', code };
  }
}

/** Places the errors of fields the API names as the form does; the others are not on it. */
export const placeByName =
  <F extends string>(fields: readonly F[]) =>
  (errors: readonly FieldError[]): PlacedError<F>[] =>
    errors.flatMap((error) =>
      (fields as readonly string[]).includes(error.field)
        ? [{ field: error.field as F, message: fieldErrorTextKey(error) }]
        : [],
    );
