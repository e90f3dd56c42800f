import { describe, expect, it } from 'vitest';
import { tokenFromPath } from './token.ts';

const token = 'Q2hhbmdlTWUxMjM0NTY3OA';

describe('tokenFromPath', () => {
  it('reads the token of every offer route in every locale', () => {
    expect(tokenFromPath(`/angebot/${token}`)).toBe(token);
    expect(tokenFromPath(`/en/angebot/${token}/fehler`)).toBe(token);
    expect(tokenFromPath(`/tr/angebot/preview/${token}`)).toBe(token);
  });

  it('has no token on routes without one or with a broken one', () => {
    expect(tokenFromPath('/angebot')).toBeUndefined();
    expect(tokenFromPath('/angebot/fehler')).toBeUndefined();
    expect(tokenFromPath('/angebot/kurz')).toBeUndefined();
  });
});
