/** German contracts and receipts state local time: everything the customer reads is Berlin time. */
const ZONE = 'Europe/Berlin';

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function berlinParts(date: Date) {
  const parts = Object.fromEntries(
    partsFormat.formatToParts(date).map((p) => [p.type, p.value]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;
  return parts;
}

/** `2026-01-14T09:30:00+01:00`: the instant with Berlin's offset (CET or CEST). */
export function berlinIso(date: Date): string {
  const p = berlinParts(date);
  const wall = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  const offset = Math.round((wall - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const hh = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const mm = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${sign}${hh}:${mm}`;
}

/** `2026-01-14`: the calendar date in Berlin. */
export const berlinDate = (date: Date): string => berlinIso(date).slice(0, 10);

/** Weekday (0 Sunday … 6 Saturday) and hour in Berlin, for service hours. */
export function berlinWeekdayHour(date: Date): { weekday: number; hour: number } {
  const p = berlinParts(date);
  const weekday = new Date(Date.UTC(+p.year, +p.month - 1, +p.day)).getUTCDay();
  return { weekday, hour: +p.hour };
}

export const addDays = (date: Date, days: number): Date =>
  new Date(date.getTime() + days * 86_400_000);
