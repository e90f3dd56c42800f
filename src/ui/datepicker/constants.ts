import type { Locale } from '../../routes.ts';

/** SPEC §9: a horizontal swipe longer than this (px) turns the calendar page. */
export const SWIPE_THRESHOLD_PX = 10;

/** Viewport width (px) below which the calendar opens as a modal instead of a popover. */
export const DEFAULT_MOBILE_BREAKPOINT_PX = 576;

/** Distance (minutes) between the times offered in the time panel. */
export const DEFAULT_TIME_STEP_MINUTES = 30;

export type DatePart = 'D' | 'M' | 'Y';

export interface DateFormat {
  /** Order of day, month and year in typed and shown dates. */
  order: readonly [DatePart, DatePart, DatePart];
  separator: string;
}

/** SPEC §9: de-DE and tr-TR write DD.MM.YYYY, en-US writes MM/DD/YYYY. */
export const DATE_FORMATS: Record<Locale, DateFormat> = {
  de: { order: ['D', 'M', 'Y'], separator: '.' },
  en: { order: ['M', 'D', 'Y'], separator: '/' },
  tr: { order: ['D', 'M', 'Y'], separator: '.' },
};

/** Separator shown between the two dates of a range; typing a hyphen works as well. */
export const RANGE_SEPARATOR = ' – ';

/** 0 = Sunday … 6 = Saturday, as in `Date#getDay`. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export const FIRST_DAY_OF_WEEK: Record<Locale, Weekday> = { de: 1, en: 0, tr: 1 };

/** dayjs formats for a day's screen-reader name, e.g. "Montag, 5. Mai 2025". */
export const DAY_NAME_FORMATS: Record<Locale, string> = {
  de: 'dddd, D. MMMM YYYY',
  en: 'dddd, MMMM D, YYYY',
  tr: 'D MMMM YYYY dddd',
};

/** dayjs format of the month header, the same one Mantine shows. */
export const MONTH_LABEL_FORMAT = 'MMMM YYYY';
