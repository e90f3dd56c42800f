import { describe, expect, it } from 'vitest';
import { waitText } from './waitText.ts';

describe('waitText', () => {
  it('says seconds up to a minute and a half, then minutes rounded up, in the page language', () => {
    expect(waitText(30, 'de')).toBe('30 Sekunden');
    expect(waitText(1, 'en')).toBe('1 second');
    expect(waitText(90, 'en')).toBe('90 seconds');
    expect(waitText(91, 'de')).toBe('2 Minuten');
    expect(waitText(900, 'tr')).toBe('15 dakika');
    expect(waitText(0, 'de')).toBe('1 Sekunde');
  });
});
