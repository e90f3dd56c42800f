import { describe, expect, it } from 'vitest';
import { ApiError, ValidationError } from '../../../api/errors/classes.ts';
import { loginProblem } from './loginProblem.ts';

const answered = (status: number) => new ApiError({ response: { status, body: {} } });

describe('why a login code was refused', () => {
  it('blames the code for an unknown, used, expired or malformed one', () => {
    expect(loginProblem(answered(401))).toBe('invalidCode');
    expect(
      loginProblem(
        new ValidationError([{ field: 'code', code: 'pattern', message: 'bad' }], {
          response: { status: 400, body: {} },
        }),
      ),
    ).toBe('invalidCode');
  });

  it('asks to wait after too many attempts', () => {
    expect(loginProblem(answered(429))).toBe('tooMany');
  });

  it('calls anything else a passing problem worth a retry', () => {
    expect(loginProblem(new ApiError())).toBe('unavailable');
    expect(loginProblem(answered(503))).toBe('unavailable');
    expect(loginProblem(new TypeError('offline'))).toBe('unavailable');
  });
});
