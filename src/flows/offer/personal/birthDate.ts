/** The three parts of a date as the customer types them. */
export interface DateParts {
  day: string;
  month: string;
  year: string;
}

export type DatePart = keyof DateParts;

/** Why a typed date is not one, in the GOV.UK order of priority (the first one found wins). */
export type DateProblem = 'required' | 'missing' | 'yearFormat' | 'notReal' | 'tooEarly' | 'future';

export type DateReading =
  { ok: true; iso: string } | { ok: false; problem: DateProblem; parts: readonly DatePart[] };

const allParts: readonly DatePart[] = ['day', 'month', 'year'];

/** Nobody alive today was born before this year; earlier years are typing mistakes. */
export const EARLIEST_YEAR = 1900;

const monthNames = (() => {
  const names: [string, number][] = [];
  for (const locale of ['de', 'en', 'tr']) {
    for (const width of ['long', 'short'] as const) {
      const format = new Intl.DateTimeFormat(locale, { month: width, timeZone: 'UTC' });
      for (let month = 1; month <= 12; month++) {
        const name = format.format(new Date(Date.UTC(2000, month - 1, 15)));
        names.push([normalise(name), month]);
      }
    }
  }
  return names;
})();

function normalise(text: string): string {
  return text.trim().toLocaleLowerCase('de').replace(/\.$/, '');
}

/**
 * The month as a number: 1 to 12, or a month name in German, English or Turkish, whole or
 * from its third letter on ("jan", "Januar", "mär", "Ocak"). Undefined when it is neither.
 */
export function monthNumber(typed: string): number | undefined {
  if (/^\d{1,2}$/.test(typed.trim())) {
    const month = Number(typed);
    return month >= 1 && month <= 12 ? month : undefined;
  }
  const name = normalise(typed);
  if (name.length < 3) return undefined;
  const months = new Set(monthNames.filter(([n]) => n.startsWith(name)).map(([, m]) => m));
  return months.size === 1 ? [...months][0] : undefined;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Reads a date typed in three fields (GOV.UK date input): which parts are missing, a year
 * without four digits, a date that does not exist (31 April), one before 1900 or one that
 * is not yet in the past. `today` is the local date, `YYYY-MM-DD`.
 */
export function readDateParts(typed: DateParts, today: string): DateReading {
  const parts = { day: typed.day.trim(), month: typed.month.trim(), year: typed.year.trim() };
  const missing = allParts.filter((part) => parts[part] === '');
  if (missing.length === allParts.length)
    return { ok: false, problem: 'required', parts: allParts };
  if (missing.length > 0) return { ok: false, problem: 'missing', parts: missing };
  if (!/^\d{4}$/.test(parts.year)) return { ok: false, problem: 'yearFormat', parts: ['year'] };

  const day = /^\d{1,2}$/.test(parts.day) ? Number(parts.day) : NaN;
  const month = monthNumber(parts.month) ?? NaN;
  const year = Number(parts.year);
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!real) return { ok: false, problem: 'notReal', parts: allParts };
  if (year < EARLIEST_YEAR) return { ok: false, problem: 'tooEarly', parts: ['year'] };

  const iso = `${year}-${pad(month)}-${pad(day)}`;
  if (iso >= today) return { ok: false, problem: 'future', parts: allParts };
  return { ok: true, iso };
}
