import type { Weekday } from './constants.ts';

/**
 * Calendar dates as `YYYY-MM-DD` and times as `HH:mm`: the value formats of Mantine dates.
 * Day arithmetic runs on UTC day numbers, so daylight-saving days never count as 23 or
 * 25 hours. ISO dates compare correctly as plain strings.
 */
export type IsoDate = string;
export type IsoTime = string;

const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_TIME = /^(\d{2}):(\d{2})$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The ISO date of year/month/day, or null when that day does not exist (31 April). */
export function toIsoDate(year: number, month: number, day: number): IsoDate | null {
  if (![year, month, day].every(Number.isInteger) || year < 1 || year > 9999) return null;
  const probe = new Date(Date.UTC(year, month - 1, day));
  probe.setUTCFullYear(year); // Date.UTC maps years 0-99 to 1900-1999
  const exists = probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
  return exists ? `${pad(year, 4)}-${pad(month)}-${pad(day)}` : null;
}

export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  return m !== null && toIsoDate(Number(m[1]), Number(m[2]), Number(m[3])) === value;
}

export function isoParts(date: IsoDate): { year: number; month: number; day: number } {
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  return { year, month, day };
}

function dayNumber(date: IsoDate): number {
  const { year, month, day } = isoParts(date);
  const d = new Date(Date.UTC(year, month - 1, day));
  d.setUTCFullYear(year);
  return Math.round(d.getTime() / MS_PER_DAY);
}

function fromDayNumber(n: number): IsoDate {
  const d = new Date(n * MS_PER_DAY);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromDayNumber(dayNumber(date) + days);
}

/** First day of the month `months` months after the month of `date`. */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const { year, month } = isoParts(date);
  const index = year * 12 + (month - 1) + months;
  return `${pad(Math.floor(index / 12), 4)}-${pad((index % 12) + 1)}-01`;
}

/** Number of calendar days from `start` to `end`, both counted: a single day is 1. */
export function daysInclusive(start: IsoDate, end: IsoDate): number {
  return Math.abs(dayNumber(end) - dayNumber(start)) + 1;
}

export function weekdayOf(date: IsoDate): Weekday {
  return new Date(dayNumber(date) * MS_PER_DAY).getUTCDay() as Weekday;
}

/** Today in the visitor's own time zone. */
export function todayIso(now = new Date()): IsoDate {
  return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function toIsoTime(hours: number, minutes: number): IsoTime | null {
  const valid = [hours, minutes].every(Number.isInteger) && hours >= 0 && hours < 24;
  return valid && minutes >= 0 && minutes < 60 ? `${pad(hours)}:${pad(minutes)}` : null;
}

export function isIsoTime(value: string): boolean {
  const m = ISO_TIME.exec(value);
  return m !== null && toIsoTime(Number(m[1]), Number(m[2])) === value;
}

export function minutesOf(time: IsoTime): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

export function timeFromMinutes(total: number): IsoTime {
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}
