import { describe, expect, it } from 'vitest';
import { entryOf, storedEntries } from './inventory.ts';

describe('the cookie page’s inventory', () => {
  it('finds the entry of a stored name, the varying parts included', () => {
    expect(entryOf('sessionStorage', 'answers:offer:aldi-offer-happy-0001')?.purpose).toBe(
      'answers',
    );
    expect(entryOf('localStorage', 'trackedOrders')?.purpose).toBe('analyticsOnce');
    expect(entryOf('cookie', 'i18n_redirected')?.lifetime).toEqual({ days: 365 });
    expect(entryOf('cookie', 'traceId')?.lifetime).toEqual({ days: 30 });
    expect(entryOf('cookie', 'otp-browser')?.lifetime).toEqual({ minutes: 10 });
  });

  it('knows nothing it does not list, and a name only where it is kept', () => {
    expect(entryOf('localStorage', 'answers:offer:x')).toBeUndefined();
    expect(entryOf('sessionStorage', 'answers:')).toBeUndefined();
    expect(entryOf('localStorage', 'somethingElse')).toBeUndefined();
  });

  it('lists each name once per place', () => {
    const keys = storedEntries.map((entry) => `${entry.kind} ${entry.name}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
