import { addDays, addMonths, isoParts, type IsoDate } from './isoDate.ts';
import type { SwipeDirection } from './useSwipe.ts';

/** Mantine's calendar levels: days of a month, months of a year, years of a decade. */
export type CalendarLevel = 'month' | 'year' | 'decade';

const MONTHS_PER_PAGE: Record<CalendarLevel, number> = { month: 1, year: 12, decade: 120 };

function pageSpan(date: IsoDate, level: CalendarLevel): [IsoDate, IsoDate] {
  const { year } = isoParts(date);
  const y = (n: number) => String(n).padStart(4, '0');
  if (level === 'month') return [addMonths(date, 0), addDays(addMonths(date, 1), -1)];
  if (level === 'year') return [`${y(year)}-01-01`, `${y(year)}-12-31`];
  const first = year - (year % 10);
  return [`${y(first)}-01-01`, `${y(first + 9)}-12-31`];
}

/**
 * The date the calendar shows after paging once (as the arrow buttons do), or null when
 * the new page would hold no day between `min` and `max`.
 */
export function pageTarget(
  displayed: IsoDate,
  level: CalendarLevel,
  direction: SwipeDirection,
  { min, max }: { min: IsoDate | undefined; max: IsoDate | undefined },
): IsoDate | null {
  const target = addMonths(displayed, MONTHS_PER_PAGE[level] * (direction === 'next' ? 1 : -1));
  const [first, last] = pageSpan(target, level);
  if ((min && last < min) || (max && first > max)) return null;
  return target;
}

/** The month to open the calendar on: the value's, else today's, kept within min and max. */
export function initialMonth(
  anchor: IsoDate | null,
  today: IsoDate,
  { min, max }: { min: IsoDate | undefined; max: IsoDate | undefined },
): IsoDate {
  let date = anchor ?? today;
  if (!anchor && min && date < min) date = min;
  if (!anchor && max && date > max) date = max;
  return addMonths(date, 0);
}

/**
 * The day that takes focus when a month opens, the same one Mantine puts in the tab
 * order: the first of `preferred` (selection, today) that is in the month and
 * selectable, else the month's first selectable day.
 */
export function focusDay(
  displayed: IsoDate,
  preferred: readonly (IsoDate | null)[],
  isSelectable: (date: IsoDate) => boolean,
): IsoDate | null {
  const first = addMonths(displayed, 0);
  const next = addMonths(displayed, 1);
  const hit = preferred.find((d) => d !== null && d >= first && d < next && isSelectable(d));
  if (hit) return hit;
  for (let d = first; d < next; d = addDays(d, 1)) if (isSelectable(d)) return d;
  return null;
}
