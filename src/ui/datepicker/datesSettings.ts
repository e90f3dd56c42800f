import 'dayjs/locale/de';
import 'dayjs/locale/tr';
import dayjs from 'dayjs';
import type { DatesProviderSettings } from '@mantine/dates';
import type { Locale } from '../../routes.ts';
import { DAY_NAME_FORMATS, FIRST_DAY_OF_WEEK, MONTH_LABEL_FORMAT } from './constants.ts';
import type { IsoDate } from './isoDate.ts';

/**
 * Mantine dates settings for the page locale. The dayjs locales above register month and
 * weekday names; every week has six rows so the calendar keeps its height while paging.
 */
export function datesSettings(locale: Locale): DatesProviderSettings {
  return {
    locale,
    firstDayOfWeek: FIRST_DAY_OF_WEEK[locale],
    weekendDays: [0, 6],
    consistentWeeks: true,
  };
}

/** A day's screen-reader name, e.g. "Samstag, 17. Mai 2025". */
export function dayName(date: IsoDate, locale: Locale): string {
  return dayjs(date).locale(locale).format(DAY_NAME_FORMATS[locale]);
}

/** The month header as Mantine shows it, e.g. "Mai 2025". */
export function monthLabel(date: IsoDate, locale: Locale): string {
  return dayjs(date).locale(locale).format(MONTH_LABEL_FORMAT);
}
