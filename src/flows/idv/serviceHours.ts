import type { ServiceHours } from '../../api/contract/idv.ts';
import { localeIso, type Locale } from '../../routes.ts';

// 1 January 2024 was a Monday: ISO weekday n is n - 1 days later.
const MONDAY = Date.UTC(2024, 0, 1);
const DAY_MS = 86_400_000;

const weekdayName = (weekday: number, locale: Locale) =>
  new Intl.DateTimeFormat(localeIso[locale], { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(MONDAY + (weekday - 1) * DAY_MS),
  );

/** "Mo–Sa" for a run of days, "Mo, Mi, Fr" for days apart, in the page's language. */
export function weekdaysText(weekdays: readonly number[], locale: Locale): string {
  const days = [...new Set(weekdays)].sort((a, b) => a - b);
  const first = days[0];
  const last = days.at(-1);
  if (first === undefined || last === undefined) return '';
  const run = days.length > 2 && last - first === days.length - 1;
  return run
    ? `${weekdayName(first, locale)}–${weekdayName(last, locale)}`
    : days.map((day) => weekdayName(day, locale)).join(', ');
}

/** The values of a service-hours text: days, opening and closing time (German time). */
export const serviceHoursValues = (hours: ServiceHours, locale: Locale) => ({
  days: weekdaysText(hours.weekdays, locale),
  from: hours.from,
  to: hours.to,
});

/** When a method opens again, with weekday, in German time and the page's language. */
export function pointInTimeText(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(localeIso[locale], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Berlin',
  }).format(new Date(iso));
}

/** A calendar day in the page's language, as German time has it ("19. Januar 2026"). */
export function dateText(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(localeIso[locale], {
    dateStyle: 'long',
    timeZone: 'Europe/Berlin',
  }).format(new Date(iso));
}
