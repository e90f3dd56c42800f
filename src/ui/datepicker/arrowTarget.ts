import { dayjs } from './dayjs.ts';
import type { IsoDate } from './isoDate.ts';
import type { CalendarRuleProps } from './mantineProps.ts';

/** Days an arrow key moves by in the day grid. */
export const arrowDays: Readonly<Record<string, number>> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  ArrowUp: -7,
  ArrowDown: 7,
};

/** More than a year of closed days in a row is no calendar a customer could use. */
const MAX_STEPS = 400;

/**
 * The open day an arrow key leads to from `from`, moving by `days` over closed ones, as
 * Mantine's grid does within the month it shows; `null` past the bounds.
 */
export function arrowTarget(
  from: IsoDate,
  days: number,
  { minDate, maxDate, excludeDate }: CalendarRuleProps,
): IsoDate | null {
  let date = from;
  for (let step = 0; step < MAX_STEPS; step++) {
    date = dayjs(date).add(days, 'day').format('YYYY-MM-DD');
    if ((minDate && date < minDate) || (maxDate && date > maxDate)) return null;
    if (!excludeDate(date)) return date;
  }
  return null;
}
