import { dayjs } from './dayjs.ts';
import type { Weekday } from './constants.ts';
import type { IsoDate, IsoTime } from './isoDate.ts';

/** Why a typed or chosen value was refused; sent with the `onInvalidDate` event. */
export const INVALID_DATE_REASONS = [
  'invalid-format',
  'not-real',
  'year-range',
  'before-min',
  'after-max',
  'not-allowed',
  'disabled-date',
  'weekday',
  'range-incomplete',
  'range-too-short',
  'range-too-long',
  'time-before-min',
  'time-after-max',
  'time-disabled',
] as const;
export type InvalidDateReason = (typeof INVALID_DATE_REASONS)[number];

/**
 * Which days can be picked. Every rule must pass: an allowed date on a disabled weekday
 * stays disabled. An empty `allowedDates` list allows no day at all; leave it out to
 * allow every day.
 */
export interface DateRules {
  minDate?: IsoDate | undefined;
  maxDate?: IsoDate | undefined;
  disabledDates?: readonly IsoDate[] | undefined;
  allowedDates?: readonly IsoDate[] | undefined;
  disabledWeekdays?: readonly Weekday[] | undefined;
  /** First and last selectable year, both included; also limits year and decade paging. */
  yearRange?: readonly [number, number] | undefined;
}

/** Length limits of a range in calendar days, start and end day both counted. */
export interface RangeRules {
  minRangeDays?: number | undefined;
  maxRangeDays?: number | undefined;
}

/** Which times of day (`HH:mm`) can be picked; min and max are themselves allowed. */
export interface TimeRules {
  minTime?: IsoTime | undefined;
  maxTime?: IsoTime | undefined;
  disabledTimes?: readonly IsoTime[] | undefined;
}

export type PickerRules = DateRules & RangeRules & TimeRules;

const later = (a: IsoDate | undefined, b: IsoDate | undefined) =>
  a && b ? (a > b ? a : b) : (a ?? b);
const earlier = (a: IsoDate | undefined, b: IsoDate | undefined) =>
  a && b ? (a < b ? a : b) : (a ?? b);

/** The first and last day the calendar may show as selectable: min/max narrowed by the year range. */
export function dateBounds(rules: DateRules): {
  min: IsoDate | undefined;
  max: IsoDate | undefined;
} {
  const [fromYear, toYear] = rules.yearRange ?? [];
  const yearMin = fromYear === undefined ? undefined : `${String(fromYear).padStart(4, '0')}-01-01`;
  const yearMax = toYear === undefined ? undefined : `${String(toYear).padStart(4, '0')}-12-31`;
  return { min: later(rules.minDate, yearMin), max: earlier(rules.maxDate, yearMax) };
}

export function checkDate(date: IsoDate, rules: DateRules): InvalidDateReason | null {
  const year = dayjs(date).year();
  const { yearRange, minDate, maxDate, allowedDates, disabledDates, disabledWeekdays } = rules;
  if (yearRange && (year < yearRange[0] || year > yearRange[1])) return 'year-range';
  if (minDate && date < minDate) return 'before-min';
  if (maxDate && date > maxDate) return 'after-max';
  if (allowedDates && !allowedDates.includes(date)) return 'not-allowed';
  if (disabledDates?.includes(date)) return 'disabled-date';
  if (disabledWeekdays?.includes(dayjs(date).day() as Weekday)) return 'weekday';
  return null;
}

/** Number of calendar days from `start` to `end`, both counted: a single day is 1. */
export function daysInclusive(start: IsoDate, end: IsoDate): number {
  return Math.abs(dayjs(end).diff(start, 'day')) + 1;
}

/** Whether a range of `days` days keeps the length limits. */
export function lengthReason(days: number, rules: RangeRules): InvalidDateReason | null {
  if (rules.minRangeDays !== undefined && days < rules.minRangeDays) return 'range-too-short';
  if (rules.maxRangeDays !== undefined && days > rules.maxRangeDays) return 'range-too-long';
  return null;
}

/** Checks both ends of a range (in any order), then its length. */
export function checkRange(
  start: IsoDate,
  end: IsoDate,
  rules: DateRules & RangeRules,
): InvalidDateReason | null {
  const endpoint = checkDate(start, rules) ?? checkDate(end, rules);
  if (endpoint) return endpoint;
  return lengthReason(daysInclusive(start, end), rules);
}

/** `HH:mm` times compare correctly as plain strings. */
export function checkTime(time: IsoTime, rules: TimeRules): InvalidDateReason | null {
  if (rules.minTime && time < rules.minTime) return 'time-before-min';
  if (rules.maxTime && time > rules.maxTime) return 'time-after-max';
  if (rules.disabledTimes?.includes(time)) return 'time-disabled';
  return null;
}

export function checkDateTime(
  date: IsoDate,
  time: IsoTime,
  rules: DateRules & TimeRules,
): InvalidDateReason | null {
  return checkDate(date, rules) ?? checkTime(time, rules);
}
