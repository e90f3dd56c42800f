import type { DatesProviderSettings } from '@mantine/dates';
import type { Locale } from '../../routes.ts';
import { dayjs } from './dayjs.ts';
import type { IsoDate } from './isoDate.ts';

/**
 * Mantine dates settings for the page locale: month and weekday names and the first day
 * of the week (Monday in de and tr, Sunday in en) from dayjs' locale data; every month
 * has six rows so the calendar keeps its height while paging.
 */
export function datesSettings(locale: Locale): DatesProviderSettings {
  return {
    locale,
    firstDayOfWeek: dayjs.Ls[locale]?.weekStart === 1 ? 1 : 0,
    weekendDays: [0, 6],
    consistentWeeks: true,
  };
}

/** A day's full name for screen readers, in the locale's own order: "Freitag, 16. Mai 2025". */
export function dayName(date: IsoDate, locale: Locale): string {
  return dayjs(date).locale(locale).format('dddd, LL');
}

/** The month on show, as Mantine's header writes it: "Mai 2025". */
export function monthLabel(date: IsoDate, locale: Locale): string {
  return dayjs(date).locale(locale).format('MMMM YYYY');
}
