import { describe, expect, it } from 'vitest';
import { ApiError, OfferError, ValidationError } from '../../api/errors/classes.ts';
import { placeByName, sendStep } from './sendStep.ts';

const place = placeByName(['name', 'email'] as const);
const refusal = (error: unknown) => (error instanceof OfferError ? error.code : undefined);
const failing = (error: unknown) => () => Promise.reject(error);

describe('sendStep', () => {
  it('hands on the answer', async () => {
    expect(await sendStep(() => Promise.resolve(42), { place })).toEqual({
      kind: 'received',
      result: 42,
    });
  });

  it('puts refused fields at the form’s fields, in the site’s words, leaving out the others', async () => {
    const error = new ValidationError([
      { field: 'email', code: 'invalidFormat', message: 'raw' },
      { field: 'iban', code: 'invalidValue', message: 'raw' },
    ]);
    expect(await sendStep(failing(error), { place })).toEqual({
      kind: 'invalid',
      errors: [{ field: 'email', message: 'errors:field.invalidFormat' }],
    });
  });

  it('reads refused fields it cannot place as no usable answer', async () => {
    const error = new ValidationError([{ field: 'iban', code: 'invalidValue', message: 'raw' }]);
    expect(await sendStep(failing(error), { place })).toEqual({
      kind: 'unavailable',
      code: 'ValidationFailed',
    });
  });

  it('gives the step its refusals, before anything else', async () => {
    expect(
      await sendStep(failing(new OfferError('OfferExpired', 'x')), { place, refusal }),
    ).toEqual({ kind: 'refused', refusal: 'OfferExpired' });
  });

  it('says no usable answer came, with the code for analytics', async () => {
    expect(await sendStep(failing(new ApiError()), { place, refusal })).toEqual({
      kind: 'unavailable',
      code: 'ApiError',
    });
    expect(await sendStep(failing(new TypeError('Failed to fetch')), { place })).toEqual({
      kind: 'unavailable',
      code: 'Unexpected',
    });
  });

  it('tells a call stopped because the page is left', async () => {
    const abort = new DOMException('The user aborted a request.', 'AbortError');
    expect(await sendStep(failing(abort), { place })).toEqual({ kind: 'aborted' });
  });
});
