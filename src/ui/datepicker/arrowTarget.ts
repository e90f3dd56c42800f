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

/**
 * The day grid's other keys (WAI-ARIA APG date picker dialog), which Mantine leaves to
 * the browser: there they scroll the page, and the popover hides while it has the focus.
 */
export const pageKeys: ReadonlySet<string> = new Set(['PageUp', 'PageDown', 'Home', 'End']);

/** More than a year of closed days in a row is no calendar a customer could use. */
const MAX_STEPS = 400;

const addDays = (date: IsoDate, days: number) => dayjs(date).add(days, 'day').format('YYYY-MM-DD');

/** The first open day from `start` on (itself included) by `step`, before `stop`; `null` past the bounds. */
function openDay(
  start: IsoDate,
  step: number,
  { minDate, maxDate, excludeDate }: CalendarRuleProps,
  stop?: IsoDate,
): IsoDate | null {
  let date = start;
  for (let count = 0; count < MAX_STEPS && date !== stop; count++) {
    if ((minDate && date < minDate) || (maxDate && date > maxDate)) return null;
    if (!excludeDate(date)) return date;
    date = addDays(date, step);
  }
  return null;
}

/**
 * The open day an arrow key leads to from `from`, moving by `days` over closed ones, as
 * Mantine's grid does within the month it shows; `null` past the bounds.
 */
export function arrowTarget(from: IsoDate, days: number, rules: CalendarRuleProps): IsoDate | null {
  return openDay(addDays(from, days), days, rules);
}

/** Where a page key aims: the same day a month (with Shift a year) away, or the week's ends. */
function pageGoal(from: IsoDate, key: string, shift: boolean, firstDayOfWeek: number): IsoDate {
  const day = dayjs(from);
  const unit = shift ? 'year' : 'month';
  const weekStart = day.subtract((day.day() - firstDayOfWeek + 7) % 7, 'day');
  // dayjs keeps the day of the month where it can, else takes the month's last (31 Jan → 28 Feb).
  const goal =
    key === 'PageUp'
      ? day.subtract(1, unit)
      : key === 'PageDown'
        ? day.add(1, unit)
        : key === 'Home'
          ? weekStart
          : weekStart.add(6, 'day');
  return goal.format('YYYY-MM-DD');
}

/**
 * The open day a page key leads to from `from`: PageUp/PageDown the same day a month
 * earlier or later (with Shift a year), Home/End the first or last day of the week. A goal
 * past a bound stops at the bound; a closed goal gives way to the next open day, for the
 * page keys onward first (so that the month asked for is the one shown), else back towards
 * `from`; `null` where no other day is open that way.
 */
export function pageTarget(
  from: IsoDate,
  key: string,
  shift: boolean,
  firstDayOfWeek: number,
  rules: CalendarRuleProps,
): IsoDate | null {
  const goal = pageGoal(from, key, shift, firstDayOfWeek);
  const { minDate, maxDate } = rules;
  const bounded = minDate && goal < minDate ? minDate : maxDate && goal > maxDate ? maxDate : goal;
  const back = bounded < from ? 1 : -1;
  const onward = key.startsWith('Page') ? openDay(bounded, -back, rules) : null;
  const to = onward ?? openDay(bounded, back, rules, from);
  return to === from ? null : to;
}
