import { describe, expect, it } from 'vitest';
import { maskIban } from './maskIban.ts';

describe('maskIban', () => {
  it('shows only the country code and the last four characters', () => {
    expect(maskIban('DE89370400440532013000')).toBe('DE** **** **** **** **30 00');
  });

  it('reads an IBAN typed with spaces and in lower case', () => {
    expect(maskIban('at61 1904 3002 3457 3201')).toBe('AT** **** **** **** 3201');
  });
});
