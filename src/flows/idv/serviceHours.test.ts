import { describe, expect, it } from 'vitest';
import { dateText, pointInTimeText, serviceHoursValues, weekdaysText } from './serviceHours.ts';

describe('service hours', () => {
  it('names a run of weekdays by its ends, in the page language', () => {
    expect(weekdaysText([1, 2, 3, 4, 5, 6], 'de')).toBe('Mo–Sa');
    expect(weekdaysText([1, 2, 3, 4, 5, 6], 'en')).toBe('Mon–Sat');
    expect(weekdaysText([6, 1, 2, 3, 4, 5], 'tr')).toBe('Pzt–Cmt');
  });

  it('lists weekdays apart one by one', () => {
    expect(weekdaysText([1, 3, 5], 'en')).toBe('Mon, Wed, Fri');
    expect(weekdaysText([6, 7], 'en')).toBe('Sat, Sun');
    expect(weekdaysText([], 'en')).toBe('');
  });

  it('gives the values of the service-hours text', () => {
    expect(
      serviceHoursValues({ weekdays: [1, 2, 3, 4, 5], from: '08:00', to: '20:00' }, 'en'),
    ).toEqual({ days: 'Mon–Fri', from: '08:00', to: '20:00' });
  });

  it('says when a method opens in German time, whatever the offset written', () => {
    expect(pointInTimeText('2026-01-19T06:00:00Z', 'de')).toBe('Montag, 19. Januar um 07:00');
    expect(pointInTimeText('2026-01-19T07:00:00+01:00', 'en')).toMatch(
      /^Monday, January 19 at 07:00\sAM$/,
    );
    expect(dateText('2026-12-08T23:30:00Z', 'de')).toBe('9. Dezember 2026');
  });
});
