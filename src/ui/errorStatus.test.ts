import { describe, expect, it } from 'vitest';
import { DEFAULT_ERROR_STATUS, statusOf } from './errorStatus.ts';

describe('statusOf', () => {
  it('takes the status an error carries', () => {
    expect(statusOf(Object.assign(new Error('gone'), { status: 410 }))).toBe(410);
  });

  it("takes a request error's response status", () => {
    expect(statusOf({ code: 'REQUEST', response: { status: 503 } })).toBe(503);
  });

  it.each([
    ['a plain Error', new Error('boom')],
    ['a string', 'boom'],
    ['null', null],
    ['a status that is no HTTP error', { status: 200 }],
    ['a status that is not a number', { status: '404' }],
  ])('falls back to 500 for %s', (_name, error) => {
    expect(statusOf(error)).toBe(DEFAULT_ERROR_STATUS);
    expect(DEFAULT_ERROR_STATUS).toBe(500);
  });
});
