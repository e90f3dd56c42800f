import { describe, expect, it } from 'vitest';
import {
  checkDate,
  checkDateTime,
  checkRange,
  checkTime,
  dateBounds,
  daysInclusive,
  type DateRules,
} from './rules.ts';

// May 2025: the 17th is a Saturday, the 18th a Sunday, the 19th a Monday.
describe('checkDate', () => {
  it('accepts any existing day when no rule is set', () => {
    expect(checkDate('2025-05-17', {})).toBeNull();
  });

  it('accepts the min date itself and refuses the day before', () => {
    expect(checkDate('2025-05-14', { minDate: '2025-05-14' })).toBeNull();
    expect(checkDate('2025-05-13', { minDate: '2025-05-14' })).toBe('before-min');
  });

  it('accepts the max date itself and refuses the day after', () => {
    expect(checkDate('2025-06-30', { maxDate: '2025-06-30' })).toBeNull();
    expect(checkDate('2025-07-01', { maxDate: '2025-06-30' })).toBe('after-max');
  });

  it('with min equal to max allows exactly that one day', () => {
    const rules = { minDate: '2025-05-14', maxDate: '2025-05-14' };
    expect(checkDate('2025-05-14', rules)).toBeNull();
    expect(checkDate('2025-05-13', rules)).toBe('before-min');
    expect(checkDate('2025-05-15', rules)).toBe('after-max');
  });

  it('refuses listed disabled dates only', () => {
    const rules = { disabledDates: ['2025-12-24', '2025-12-31'] };
    expect(checkDate('2025-12-24', rules)).toBe('disabled-date');
    expect(checkDate('2025-12-31', rules)).toBe('disabled-date');
    expect(checkDate('2025-12-23', rules)).toBeNull();
  });

  it('refuses disabled weekdays, Sunday being 0 and Saturday 6', () => {
    const rules: DateRules = { disabledWeekdays: [0, 6] };
    expect(checkDate('2025-05-17', rules)).toBe('weekday');
    expect(checkDate('2025-05-18', rules)).toBe('weekday');
    expect(checkDate('2025-05-16', rules)).toBeNull();
    expect(checkDate('2025-05-19', rules)).toBeNull();
    expect(checkDate('2025-05-19', { disabledWeekdays: [1] })).toBe('weekday');
  });

  it('with allowed dates accepts only those', () => {
    const rules = { allowedDates: ['2025-05-20', '2025-05-22'] };
    expect(checkDate('2025-05-20', rules)).toBeNull();
    expect(checkDate('2025-05-21', rules)).toBe('not-allowed');
  });

  it('an empty allowed list allows no day, a missing one every day', () => {
    expect(checkDate('2025-05-20', { allowedDates: [] })).toBe('not-allowed');
    expect(checkDate('2025-05-20', {})).toBeNull();
  });

  it('keeps an allowed date on a disabled weekday disabled: every rule must pass', () => {
    const rules: DateRules = { allowedDates: ['2025-05-17', '2025-05-19'], disabledWeekdays: [6] };
    expect(checkDate('2025-05-17', rules)).toBe('weekday');
    expect(checkDate('2025-05-19', rules)).toBeNull();
  });

  it('keeps an allowed date that is also listed as disabled disabled', () => {
    expect(
      checkDate('2025-05-20', { allowedDates: ['2025-05-20'], disabledDates: ['2025-05-20'] }),
    ).toBe('disabled-date');
  });

  it('includes both ends of the year range', () => {
    const rules: DateRules = { yearRange: [1900, 2030] };
    expect(checkDate('1900-01-01', rules)).toBeNull();
    expect(checkDate('2030-12-31', rules)).toBeNull();
    expect(checkDate('1899-12-31', rules)).toBe('year-range');
    expect(checkDate('2031-01-01', rules)).toBe('year-range');
  });

  it('names the year range before min and max when a day breaks both', () => {
    expect(checkDate('1850-06-01', { yearRange: [1900, 2030], minDate: '1950-01-01' })).toBe(
      'year-range',
    );
  });

  it('handles 29 February like any other day', () => {
    expect(checkDate('2024-02-29', { disabledWeekdays: [4] })).toBe('weekday');
    expect(checkDate('2024-02-29', { maxDate: '2024-02-28' })).toBe('after-max');
  });
});

describe('dateBounds', () => {
  it('narrows min and max to the year range', () => {
    expect(dateBounds({ yearRange: [1900, 2030] })).toEqual({
      min: '1900-01-01',
      max: '2030-12-31',
    });
    expect(
      dateBounds({ yearRange: [1900, 2030], minDate: '2025-05-14', maxDate: '2040-01-01' }),
    ).toEqual({ min: '2025-05-14', max: '2030-12-31' });
  });

  it('is open on both sides without rules', () => {
    expect(dateBounds({})).toEqual({ min: undefined, max: undefined });
  });
});

describe('checkRange', () => {
  const rules = { minRangeDays: 2, maxRangeDays: 7 };

  it('counts both the start and the end day', () => {
    expect(checkRange('2025-05-05', '2025-05-05', rules)).toBe('range-too-short');
    expect(checkRange('2025-05-05', '2025-05-06', rules)).toBeNull();
    expect(checkRange('2025-05-05', '2025-05-11', rules)).toBeNull();
    expect(checkRange('2025-05-05', '2025-05-12', rules)).toBe('range-too-long');
  });

  it('with min equal to max accepts exactly that length', () => {
    const exact = { minRangeDays: 3, maxRangeDays: 3 };
    expect(checkRange('2025-05-05', '2025-05-07', exact)).toBeNull();
    expect(checkRange('2025-05-05', '2025-05-06', exact)).toBe('range-too-short');
    expect(checkRange('2025-05-05', '2025-05-08', exact)).toBe('range-too-long');
  });

  it('measures the same whichever end comes first', () => {
    expect(checkRange('2025-05-12', '2025-05-05', rules)).toBe('range-too-long');
    expect(checkRange('2025-05-06', '2025-05-05', rules)).toBeNull();
  });

  it('counts calendar days across a daylight-saving change', () => {
    // Clocks go forward in Central Europe on 30 March 2025: that day has 23 hours.
    expect(checkRange('2025-03-30', '2025-03-31', { maxRangeDays: 2, minRangeDays: 2 })).toBeNull();
    expect(checkRange('2025-10-26', '2025-11-01', { maxRangeDays: 7, minRangeDays: 7 })).toBeNull();
  });

  it('counts across month and year ends', () => {
    expect(checkRange('2024-12-29', '2025-01-04', { maxRangeDays: 7 })).toBeNull();
    expect(checkRange('2024-02-28', '2024-03-01', { minRangeDays: 3, maxRangeDays: 3 })).toBeNull();
  });

  it('reports a broken end before the length', () => {
    expect(checkRange('2025-05-17', '2025-05-30', { ...rules, disabledWeekdays: [6] })).toBe(
      'weekday',
    );
    expect(checkRange('2025-05-05', '2025-05-06', { minDate: '2025-05-06' })).toBe('before-min');
  });

  it('has no length limit when none is set', () => {
    expect(checkRange('2020-01-01', '2030-01-01', {})).toBeNull();
  });
});

describe('checkTime', () => {
  const rules = { minTime: '08:00', maxTime: '18:00' };

  it('accepts the min and max time themselves', () => {
    expect(checkTime('08:00', rules)).toBeNull();
    expect(checkTime('18:00', rules)).toBeNull();
  });

  it('refuses a minute before min and a minute after max', () => {
    expect(checkTime('07:59', rules)).toBe('time-before-min');
    expect(checkTime('18:01', rules)).toBe('time-after-max');
  });

  it('with min equal to max allows only that minute', () => {
    const exact = { minTime: '12:30', maxTime: '12:30' };
    expect(checkTime('12:30', exact)).toBeNull();
    expect(checkTime('12:29', exact)).toBe('time-before-min');
    expect(checkTime('12:31', exact)).toBe('time-after-max');
  });

  it('refuses listed disabled times', () => {
    expect(checkTime('12:00', { ...rules, disabledTimes: ['12:00', '12:30'] })).toBe(
      'time-disabled',
    );
    expect(checkTime('13:00', { ...rules, disabledTimes: ['12:00', '12:30'] })).toBeNull();
  });

  it('accepts midnight and the last minute of the day without rules', () => {
    expect(checkTime('00:00', {})).toBeNull();
    expect(checkTime('23:59', {})).toBeNull();
  });
});

describe('checkDateTime', () => {
  it('checks the day first, then the time', () => {
    const rules = { disabledWeekdays: [0, 6] as const, minTime: '08:00' };
    expect(checkDateTime('2025-05-17', '07:00', rules)).toBe('weekday');
    expect(checkDateTime('2025-05-16', '07:00', rules)).toBe('time-before-min');
    expect(checkDateTime('2025-05-16', '08:00', rules)).toBeNull();
  });
});

describe('daysInclusive', () => {
  it('counts a single day as one day, in either order', () => {
    expect(daysInclusive('2025-05-05', '2025-05-05')).toBe(1);
    expect(daysInclusive('2025-05-11', '2025-05-05')).toBe(7);
  });

  it('counts the day the clocks change as one day', () => {
    expect(daysInclusive('2025-03-29', '2025-03-31')).toBe(3);
    expect(daysInclusive('2025-10-25', '2025-10-27')).toBe(3);
  });
});
