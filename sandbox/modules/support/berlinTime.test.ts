import { describe, expect, it } from 'vitest';
import { berlinDate, berlinIso, berlinWeekdayHour } from './berlinTime.ts';

describe('Berlin time', () => {
  it('states winter times with +01:00 and summer times with +02:00', () => {
    expect(berlinIso(new Date('2026-01-14T08:30:00Z'))).toBe('2026-01-14T09:30:00+01:00');
    expect(berlinIso(new Date('2026-07-01T22:15:09.750Z'))).toBe('2026-07-02T00:15:09+02:00');
  });

  it('gives the Berlin calendar date, which can differ from UTC', () => {
    expect(berlinDate(new Date('2026-03-31T22:30:00Z'))).toBe('2026-04-01');
  });

  it('knows the Berlin weekday and hour', () => {
    // Saturday 23:30 UTC is already Sunday 00:30 in Berlin
    expect(berlinWeekdayHour(new Date('2026-01-17T23:30:00Z'))).toEqual({ weekday: 0, hour: 0 });
  });
});
