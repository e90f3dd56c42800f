import { getTimeRange } from '@mantine/dates';
import type { IsoDate, IsoTime } from './isoDate.ts';
import {
  checkDate,
  checkTime,
  dateBounds,
  daysInclusive,
  lengthReason,
  type DateRules,
  type RangeRules,
  type TimeRules,
} from './rules.ts';

export interface CalendarRuleProps {
  minDate?: IsoDate;
  maxDate?: IsoDate;
  excludeDate: (date: IsoDate) => boolean;
}

/**
 * SPEC §5 date rules as props of Mantine's calendar. Min, max and the year range become
 * Mantine's bounds, which also stop paging and the month, year and decade levels there;
 * every other rule excludes days. While a range has only its start, the days that would
 * end it too short or too long are excluded as well (the start itself stays, so that
 * choosing it again clears the range).
 */
export function calendarRuleProps(
  rules: DateRules & RangeRules,
  rangeStart: IsoDate | null = null,
): CalendarRuleProps {
  const { min, max } = dateBounds(rules);
  const badLength = (date: IsoDate) =>
    rangeStart !== null &&
    date !== rangeStart &&
    lengthReason(daysInclusive(rangeStart, date), rules) !== null;
  return {
    ...(min ? { minDate: min } : {}),
    ...(max ? { maxDate: max } : {}),
    excludeDate: (date) => checkDate(date, rules) !== null || badLength(date),
  };
}

export interface TimeOption {
  time: IsoTime;
  disabled: boolean;
}

/**
 * SPEC §5 time rules for the time overlay: one time every `stepMinutes` from the min to
 * the max time (Mantine's getTimeRange), the disabled times among them disabled.
 */
export function timeOptions(rules: TimeRules, stepMinutes: number): TimeOption[] {
  const range = getTimeRange({
    startTime: rules.minTime ?? '00:00',
    endTime: rules.maxTime ?? '23:59',
    // Mantine reads "h:m" as h * 60 + m minutes, so "0:90" is an hour and a half.
    interval: `0:${Math.max(1, Math.floor(stepMinutes))}`,
  });
  return range.map((hms) => {
    const time = hms.slice(0, 5);
    return { time, disabled: checkTime(time, rules) !== null };
  });
}
