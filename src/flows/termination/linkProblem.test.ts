import { describe, expect, it } from 'vitest';
import { ApiError, ValidationError } from '../../api/errors/classes.ts';
import { linkProblemOf } from './linkProblem.ts';

describe('a refused link', () => {
  it('tells a changed, an expired and a broken link apart from other failures', () => {
    const status = (code: number) => new ApiError({ response: { status: code, body: {} } });
    expect(linkProblemOf(status(403))).toBe('changed');
    expect(linkProblemOf(status(410))).toBe('expired');
    expect(
      linkProblemOf(
        new ValidationError([{ field: 'query.data', code: 'invalidFormat', message: '' }]),
      ),
    ).toBe('invalid');
    expect(linkProblemOf(status(503))).toBeUndefined();
    expect(
      linkProblemOf(new ValidationError([{ field: 'email', code: 'invalidFormat', message: '' }])),
    ).toBeUndefined();
  });
});
