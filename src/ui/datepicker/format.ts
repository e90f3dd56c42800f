import type { Locale } from '../../routes.ts';
import { RANGE_SEPARATOR } from './constants.ts';
import { dayjs } from './dayjs.ts';
import type { IsoDate, IsoTime } from './isoDate.ts';

/** A date-time value: `YYYY-MM-DD HH:mm`. */
export type IsoDateTime = string;

/** A range value; both ends are set once the range is complete. */
export type DateRange = [IsoDate | null, IsoDate | null];

const ISO_DATE = 'YYYY-MM-DD';
const ISO_DATE_TIME = 'YYYY-MM-DD HH:mm';
const TIME = 'HH:mm';

/** The locale's short date format from dayjs' locale data: DD.MM.YYYY (de, tr), MM/DD/YYYY (en). */
export function dateFormat(locale: Locale): string {
  return dayjs.Ls[locale]?.formats.L ?? 'MM/DD/YYYY';
}

/**
 * Every way a date may be typed: day and month with one or two digits, or all eight
 * digits in a row. The year has four digits so no century has to be guessed.
 */
function typedFormats(format: string): string[] {
  const written = ['DD', 'D'].flatMap((d) =>
    ['MM', 'M'].map((m) => format.replace('DD', d).replace('MM', m)),
  );
  return [...written, format.replace(/[^DMY]/g, '')];
}

/** Any of `.` and `/` (with spaces around) stands for the locale's own separator. */
function normalise(text: string, format: string): string {
  const separator = format.replace(/[DMY]/g, '')[0] ?? '.';
  return text.trim().replace(/\s*[./]\s*/g, separator);
}

function parseStrict(text: string, formats: string[], locale: Locale): dayjs.Dayjs | null {
  const parsed = dayjs(text, formats, locale, true);
  return parsed.isValid() ? parsed : null;
}

/** `2025-05-17` → `17.05.2025` (de, tr) or `05/17/2025` (en). */
export function formatDate(date: IsoDate, locale: Locale): string {
  return dayjs(date).format(dateFormat(locale));
}

export function parseDate(text: string, locale: Locale): IsoDate | null {
  const format = dateFormat(locale);
  return (
    parseStrict(normalise(text, format), typedFormats(format), locale)?.format(ISO_DATE) ?? null
  );
}

/**
 * Whether typed text has the shape of a date in the locale's format (day, month and a
 * four-digit year in their places) though no such day exists: "31.02.2027" is a date
 * typed right that is not real, "2027-02-31" or "morgen" is the wrong format.
 */
export function isDateShaped(text: string, locale: Locale): boolean {
  const format = dateFormat(locale);
  const typed = normalise(text, format);
  const separator = format.replace(/[DMY]/g, '')[0] ?? '.';
  const part = (token: string) => (token === 'YYYY' ? '\\d{4}' : '\\d{1,2}');
  const shape = format
    .split(separator)
    .map(part)
    .join(separator === '.' ? '\\.' : separator);
  return new RegExp(`^${shape}$`).test(typed) || /^\d{8}$/.test(typed);
}

export function joinDateTime(date: IsoDate, time: IsoTime): IsoDateTime {
  return `${date} ${time}`;
}

export function splitDateTime(value: IsoDateTime): { date: IsoDate; time: IsoTime } {
  const [date = '', time = ''] = value.split(' ');
  return { date, time };
}

export function formatDateTime(value: IsoDateTime, locale: Locale): string {
  return dayjs(value).format(`${dateFormat(locale)} ${TIME}`);
}

/** A typed date and time of day (`16.05.2025 9:30`), the time after a space or a comma. */
export function parseDateTime(text: string, locale: Locale): IsoDateTime | null {
  const m = /^(.+?)[,\s]+(\d{1,2}:\d{2})$/.exec(text.trim());
  if (!m?.[1] || !m[2]) return null;
  const format = dateFormat(locale);
  const formats = typedFormats(format).flatMap((f) => [`${f} HH:mm`, `${f} H:mm`]);
  const typed = `${normalise(m[1], format)} ${m[2]}`;
  return parseStrict(typed, formats, locale)?.format(ISO_DATE_TIME) ?? null;
}

/** Shows a complete range, or just its start while the end is still missing. */
export function formatRange([start, end]: DateRange, locale: Locale): string {
  if (!start) return '';
  return end
    ? `${formatDate(start, locale)}${RANGE_SEPARATOR}${formatDate(end, locale)}`
    : formatDate(start, locale);
}

export type ParsedRange =
  { kind: 'range'; range: [IsoDate, IsoDate] } | { kind: 'incomplete' } | null;

/**
 * Reads `start – end` (en dash, em dash or hyphen). The ends come back in calendar order,
 * however they were typed. A single readable date counts as an incomplete range.
 */
export function parseRange(text: string, locale: Locale): ParsedRange {
  const dates = text
    .split(/\s*[-–—]\s*/)
    .filter((p) => p.trim())
    .map((p) => parseDate(p, locale));
  if (dates.length === 1 && dates[0]) return { kind: 'incomplete' };
  const [a, b] = dates;
  if (dates.length !== 2 || !a || !b) return null;
  return { kind: 'range', range: a <= b ? [a, b] : [b, a] };
}
