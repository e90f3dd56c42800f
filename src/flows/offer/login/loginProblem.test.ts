import { describe, expect, it } from 'vitest';
import { ApiError, ValidationError } from '../../../api/errors/classes.ts';
import { loginProblem } from './loginProblem.ts';

const answered = (status: number, body: object = {}) =>
  new ApiError({ response: { status, body } });

describe('why a login code was refused', () => {
  it('blames the code for an unknown, used, expired or malformed one', () => {
    expect(loginProblem(answered(401))).toEqual({ kind: 'invalidCode', triesLeft: undefined });
    expect(
      loginProblem(
        new ValidationError([{ field: 'code', code: 'pattern', message: 'bad' }], {
          response: { status: 400, body: {} },
        }),
      ),
    ).toEqual({ kind: 'invalidCode', triesLeft: undefined });
  });

  it('tells the tries the offer still allows, when the API names them', () => {
    expect(loginProblem(answered(401, { triesLeft: 2 }))).toEqual({
      kind: 'invalidCode',
      triesLeft: 2,
    });
    expect(loginProblem(answered(401, { triesLeft: -1 }))).toEqual({
      kind: 'invalidCode',
      triesLeft: undefined,
    });
  });

  it('asks to wait after too many attempts, until the lock ends when that is known', () => {
    expect(loginProblem(answered(429))).toEqual({ kind: 'tooMany', lockedUntil: undefined });
    expect(loginProblem(answered(429, { lockedUntil: '2026-05-12T10:30:00Z' }))).toEqual({
      kind: 'tooMany',
      lockedUntil: '2026-05-12T10:30:00Z',
    });
  });

  it('calls anything else a passing problem worth a retry', () => {
    expect(loginProblem(new ApiError())).toEqual({ kind: 'unavailable' });
    expect(loginProblem(answered(503))).toEqual({ kind: 'unavailable' });
    expect(loginProblem(new TypeError('offline'))).toEqual({ kind: 'unavailable' });
  });
});
