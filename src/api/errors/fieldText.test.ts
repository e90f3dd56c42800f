import { describe, expect, it } from 'vitest';
import { fieldErrorTextKey } from './fieldText.ts';

describe('fieldErrorTextKey', () => {
  it('maps a field error to its text, and an unknown code to the general one', () => {
    expect(fieldErrorTextKey({ code: 'underage' })).toBe('errors:field.underage');
    expect(fieldErrorTextKey({ code: 'SERVER_SAID_SO' })).toBe('errors:field.invalid');
  });
});
