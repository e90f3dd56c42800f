import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { OfferError, RequestError, ValidationError } from '../../api/errors/classes.ts';
import { placeByName, sendStep } from './sendStep.ts';
import { stepOutcome, type OutcomeRules } from './stepOutcome.ts';
import type { StepOutcome } from './formStep.ts';

interface NameForm {
  name: string;
}

const next: StepOutcome<NameForm> = { kind: 'next', go: () => Promise.resolve(true) };
const place = placeByName(['name'] as const);
const refusal = (error: unknown) => (error instanceof OfferError ? error.code : undefined);

/** What a step's call that answers `answer` (or throws it) comes to, through sendStep. */
const sent = (answer: unknown) =>
  sendStep(() => (answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer)), {
    place,
    refusal,
  });

const tooMany = (seconds?: number) =>
  new RequestError('TooManyRequests', 'slow down', {
    response: { status: 429, body: {}, retryAfterSeconds: seconds },
  });

describe('stepOutcome', () => {
  it('leaves a received answer to the step, and counts no failure', async () => {
    const received = vi.fn(() => next);
    const failed = vi.fn();
    const refused = vi.fn(() => next);
    expect(stepOutcome(await sent({ id: 7 }), { received, refused, failed })).toBe(next);
    expect(received).toHaveBeenCalledWith({ id: 7 });
    expect(refused).not.toHaveBeenCalled();
    expect(failed).not.toHaveBeenCalled();
  });

  it('shows refused fields at the fields, counted as ValidationFailed', async () => {
    const failed = vi.fn();
    const error = new ValidationError([{ field: 'name', code: 'required', message: 'raw' }]);
    expect(
      stepOutcome(await sent(error), { received: () => next, refused: () => next, failed }),
    ).toEqual({ kind: 'invalid', errors: [{ field: 'name', message: 'errors:field.required' }] });
    expect(failed).toHaveBeenCalledExactlyOnceWith('ValidationFailed');
  });

  it('shows refused fields as the step says where they are not its own', async () => {
    const failed = vi.fn();
    const error = new ValidationError([{ field: 'name', code: 'required', message: 'raw' }]);
    const invalid = vi.fn((): StepOutcome<NameForm> => ({ kind: 'unavailable' }));
    expect(
      stepOutcome(await sent(error), {
        received: () => next,
        refused: () => next,
        invalid,
        failed,
      }),
    ).toEqual({ kind: 'unavailable' });
    expect(invalid).toHaveBeenCalledWith([{ field: 'name', message: 'errors:field.required' }]);
    expect(failed).toHaveBeenCalledExactlyOnceWith('ValidationFailed');
  });

  it('offers the form’s retry when no usable answer came, counted under its code', async () => {
    const failed = vi.fn();
    const rules = { received: () => next, refused: () => next, failed };
    expect(stepOutcome(await sent(new RequestError('ApiError', 'down')), rules)).toEqual({
      kind: 'unavailable',
      tooMany: undefined,
    });
    expect(failed).toHaveBeenCalledExactlyOnceWith('ApiError');
  });

  it('names the wait a 429 asks for in the retry, counted as TooManyRequests', async () => {
    const failed = vi.fn();
    const rules = { received: () => next, refused: () => next, failed };
    expect(stepOutcome(await sent(tooMany(30)), rules)).toEqual({
      kind: 'unavailable',
      tooMany: { seconds: 30 },
    });
    expect(stepOutcome(await sent(tooMany()), rules)).toEqual({
      kind: 'unavailable',
      tooMany: { seconds: undefined },
    });
    expect(failed.mock.calls).toEqual([['TooManyRequests'], ['TooManyRequests']]);
  });

  it('shows no usable answer as the step says, with the wait a 429 asked for', async () => {
    const unavailable = vi.fn((): StepOutcome<NameForm> => ({ kind: 'stay' }));
    const rules = { received: () => next, refused: () => next, unavailable };
    stepOutcome(await sent(tooMany(5)), rules);
    stepOutcome(await sent(new TypeError('Failed to fetch')), rules);
    expect(unavailable.mock.calls).toEqual([[{ seconds: 5 }], [undefined]]);
  });

  it('leaves the step’s own refusals to the step, without counting a failure', async () => {
    const failed = vi.fn();
    const refused = vi.fn(() => next);
    expect(
      stepOutcome(await sent(new OfferError('OfferExpired', 'x')), {
        received: () => next,
        refused,
        failed,
      }),
    ).toBe(next);
    expect(refused).toHaveBeenCalledWith('OfferExpired');
    expect(failed).not.toHaveBeenCalled();
  });

  it('shows nothing for a call stopped because the page is left', async () => {
    const failed = vi.fn();
    const received = vi.fn(() => next);
    const abort = new DOMException('The user aborted a request.', 'AbortError');
    expect(stepOutcome(await sent(abort), { received, refused: () => next, failed })).toEqual({
      kind: 'stay',
    });
    expect(received).not.toHaveBeenCalled();
    expect(failed).not.toHaveBeenCalled();
  });

  it('asks, at type-check time, a rule for every answer it cannot show itself', () => {
    type Rule = () => StepOutcome<NameForm>;
    type Refusable = { kind: 'received'; result: number } | { kind: 'refused'; refusal: string };
    expectTypeOf<{ received: Rule }>().not.toExtend<OutcomeRules<Refusable, NameForm>>();
    expectTypeOf<{ received: Rule; refused: Rule }>().toExtend<OutcomeRules<Refusable, NameForm>>();
    type Elsewhere =
      | { kind: 'received'; result: number }
      | { kind: 'invalid'; errors: { field: 'iban'; message: 'errors:field.required' }[] };
    expectTypeOf<{ received: Rule }>().not.toExtend<OutcomeRules<Elsewhere, NameForm>>();
    expectTypeOf<{ received: Rule; invalid: Rule }>().toExtend<OutcomeRules<Elsewhere, NameForm>>();
    type Own =
      | { kind: 'received'; result: number }
      | { kind: 'invalid'; errors: { field: 'name'; message: 'errors:field.required' }[] };
    expectTypeOf<{ received: Rule }>().toExtend<OutcomeRules<Own, NameForm>>();
  });
});
