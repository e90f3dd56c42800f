import { describe, expect, it } from 'vitest';
import { calendarRuleProps, timeOptions } from './mantineProps.ts';

// May 2025: the 17th is a Saturday, the 18th a Sunday, the 19th a Monday.
describe('calendarRuleProps', () => {
  it('excludes disabled weekdays and keeps the other days', () => {
    const { excludeDate } = calendarRuleProps({ disabledWeekdays: [0, 6] });
    expect(excludeDate('2025-05-17')).toBe(true);
    expect(excludeDate('2025-05-18')).toBe(true);
    expect(excludeDate('2025-05-19')).toBe(false);
  });

  it('excludes disabled dates and every day that is not allowed', () => {
    expect(calendarRuleProps({ disabledDates: ['2025-05-20'] }).excludeDate('2025-05-20')).toBe(
      true,
    );
    const allowed = calendarRuleProps({ allowedDates: ['2025-05-21'] }).excludeDate;
    expect(allowed('2025-05-21')).toBe(false);
    expect(allowed('2025-05-22')).toBe(true);
  });

  it('gives Mantine min and max, narrowed by the year range', () => {
    expect(calendarRuleProps({ minDate: '2025-05-14', yearRange: [2020, 2030] })).toMatchObject({
      minDate: '2025-05-14',
      maxDate: '2030-12-31',
    });
    expect(calendarRuleProps({})).not.toHaveProperty('minDate');
    expect(calendarRuleProps({})).not.toHaveProperty('maxDate');
  });

  it('while a range has its start, excludes ends that make it too short or too long', () => {
    const { excludeDate } = calendarRuleProps({ minRangeDays: 3, maxRangeDays: 5 }, '2025-05-10');
    expect(excludeDate('2025-05-10')).toBe(false); // the start, to clear it again
    expect(excludeDate('2025-05-11')).toBe(true); // 2 days
    expect(excludeDate('2025-05-12')).toBe(false); // 3 days
    expect(excludeDate('2025-05-14')).toBe(false); // 5 days
    expect(excludeDate('2025-05-15')).toBe(true); // 6 days
    expect(excludeDate('2025-05-08')).toBe(false); // 3 days, backwards
    expect(excludeDate('2025-05-05')).toBe(true); // 6 days, backwards
  });

  it('puts no length limit on days before a start is chosen', () => {
    expect(calendarRuleProps({ minRangeDays: 3 }).excludeDate('2025-05-11')).toBe(false);
  });
});

describe('timeOptions', () => {
  const times = (options: { time: string }[]) => options.map((o) => o.time);

  it('offers every step from min to max time, both included', () => {
    const options = timeOptions({ minTime: '08:00', maxTime: '18:00' }, 30);
    expect(options).toHaveLength(21);
    expect(options[0]).toEqual({ time: '08:00', disabled: false });
    expect(options.at(-1)).toEqual({ time: '18:00', disabled: false });
  });

  it('disables the disabled times but still lists them', () => {
    expect(
      timeOptions({ minTime: '12:00', maxTime: '13:00', disabledTimes: ['12:30'] }, 30),
    ).toEqual([
      { time: '12:00', disabled: false },
      { time: '12:30', disabled: true },
      { time: '13:00', disabled: false },
    ]);
  });

  it('covers the whole day without min and max, with steps over an hour', () => {
    expect(timeOptions({}, 60)).toHaveLength(24);
    expect(times(timeOptions({}, 90)).slice(0, 3)).toEqual(['00:00', '01:30', '03:00']);
  });
});
