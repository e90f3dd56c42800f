import type { Locale } from '../../routes.ts';
import { DATE_FORMATS, RANGE_SEPARATOR } from './constants.ts';
import { isoParts, toIsoDate, toIsoTime, type IsoDate, type IsoTime } from './isoDate.ts';

/** A date-time value: `YYYY-MM-DD HH:mm`. */
export type IsoDateTime = string;

/** A range value; both ends are set once the range is complete. */
export type DateRange = [IsoDate | null, IsoDate | null];

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `2025-05-17` → `17.05.2025` (de, tr) or `05/17/2025` (en). */
export function formatDate(date: IsoDate, locale: Locale): string {
  const { order, separator } = DATE_FORMATS[locale];
  const { year, month, day } = isoParts(date);
  const parts = { D: pad(day), M: pad(month), Y: pad(year, 4) };
  return order.map((p) => parts[p]).join(separator);
}

/**
 * Reads a typed date in the locale's order. Accepts one-digit days and months and the
 * separators `.` and `/`, or eight digits without separators (`17052025`); the year has
 * four digits so no century has to be guessed.
 */
export function parseDate(text: string, locale: Locale): IsoDate | null {
  const trimmed = text.trim();
  const pieces = /^\d{8}$/.test(trimmed)
    ? [trimmed.slice(0, 2), trimmed.slice(2, 4), trimmed.slice(4)]
    : trimmed.split(/\s*[./]\s*/);
  const { order } = DATE_FORMATS[locale];
  if (pieces.length !== 3) return null;
  const value: Record<string, string> = {};
  order.forEach((part, i) => (value[part] = pieces[i] ?? ''));
  const { D = '', M = '', Y = '' } = value;
  if (!/^\d{1,2}$/.test(D) || !/^\d{1,2}$/.test(M) || !/^\d{4}$/.test(Y)) return null;
  return toIsoDate(Number(Y), Number(M), Number(D));
}

/** Reads `14:30`, `9:05` or the German-style `14.30`. */
export function parseTime(text: string): IsoTime | null {
  const m = /^(\d{1,2})[:.](\d{2})$/.exec(text.trim());
  return m ? toIsoTime(Number(m[1]), Number(m[2])) : null;
}

export function joinDateTime(date: IsoDate, time: IsoTime): IsoDateTime {
  return `${date} ${time}`;
}

export function splitDateTime(value: IsoDateTime): { date: IsoDate; time: IsoTime } {
  const [date = '', time = ''] = value.split(' ');
  return { date, time };
}

export function formatDateTime(value: IsoDateTime, locale: Locale): string {
  const { date, time } = splitDateTime(value);
  return `${formatDate(date, locale)} ${time}`;
}

export function parseDateTime(text: string, locale: Locale): IsoDateTime | null {
  const m = /^(.+?)[,\s]+(\d{1,2}[:.]\d{2})$/.exec(text.trim());
  const date = m?.[1] === undefined ? null : parseDate(m[1], locale);
  const time = m?.[2] === undefined ? null : parseTime(m[2]);
  return date && time ? joinDateTime(date, time) : null;
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
  const pieces = text
    .split(/\s*[-–—]\s*/)
    .map((p) => p.trim())
    .filter(Boolean);
  const dates = pieces.map((p) => parseDate(p, locale));
  if (dates.length === 1 && dates[0]) return { kind: 'incomplete' };
  const [a, b] = dates;
  if (dates.length !== 2 || !a || !b) return null;
  return { kind: 'range', range: a <= b ? [a, b] : [b, a] };
}
