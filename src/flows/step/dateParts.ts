import { z } from '../../api/contract/zod.ts';
import type { TextGroup, TextKey } from '../../i18n/keys.ts';
import type { DateFieldName } from '../../ui/datepicker/messages.ts';
import { valuesOfRule } from './messageValues.ts';

/** The three parts of a date as the customer types them (GOV.UK date input). */
export interface DateParts {
  day: string;
  month: string;
  year: string;
}

export type DatePart = keyof DateParts;

export const dateParts: readonly DatePart[] = ['day', 'month', 'year'];

export const emptyDateParts: DateParts = { day: '', month: '', year: '' };

/**
 * Why a typed date is not one, in the GOV.UK order of priority (the first one found wins):
 * nothing typed, parts missing, a year without four digits, no real date (31 April),
 * outside the years that make sense, or on the wrong side of today.
 */
export type DateProblem =
  'required' | 'missing' | 'yearFormat' | 'notReal' | 'tooEarly' | 'tooLate' | 'future' | 'expired';

/** Why a typed date is not one, and which of its parts are wrong. */
export interface DateReadingProblem {
  ok: false;
  problem: DateProblem;
  parts: readonly DatePart[];
}

export type DateReading = { ok: true; iso: string } | DateReadingProblem;

export interface DateRules {
  /** The local date, `YYYY-MM-DD`. */
  today: string;
  /** `past`: before today (a birth date); `notPast`: today or later (a document's expiry). */
  when: 'past' | 'notPast';
  /** Earlier years are typing mistakes. */
  earliestYear?: number;
  /** Later years are typing mistakes. */
  latestYear?: number;
}

/**
 * The month names of the three languages, made when first asked for (a month typed as a
 * word): six date formatters cost a slow phone a tenth of a second, which the page's
 * start should not pay for a field most people fill with digits.
 */
let months: [string, number][] | undefined;
const monthNames = (): [string, number][] => (months ??= namesOfMonths());

function namesOfMonths(): [string, number][] {
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
}

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
  const found = new Set(
    monthNames()
      .filter(([n]) => n.startsWith(name))
      .map(([, m]) => m),
  );
  return found.size === 1 ? [...found][0] : undefined;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Reads a date typed in three fields, by the rules of the question it answers. */
export function readDateParts(typed: DateParts, rules: DateRules): DateReading {
  const parts = { day: typed.day.trim(), month: typed.month.trim(), year: typed.year.trim() };
  const missing = dateParts.filter((part) => parts[part] === '');
  if (missing.length === dateParts.length)
    return { ok: false, problem: 'required', parts: dateParts };
  if (missing.length > 0) return { ok: false, problem: 'missing', parts: missing };
  if (!/^\d{4}$/.test(parts.year)) return { ok: false, problem: 'yearFormat', parts: ['year'] };

  const day = /^\d{1,2}$/.test(parts.day) ? Number(parts.day) : NaN;
  const month = monthNumber(parts.month) ?? NaN;
  const year = Number(parts.year);
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!real) return { ok: false, problem: 'notReal', parts: dateParts };
  if (rules.earliestYear !== undefined && year < rules.earliestYear)
    return { ok: false, problem: 'tooEarly', parts: ['year'] };
  if (rules.latestYear !== undefined && year > rules.latestYear)
    return { ok: false, problem: 'tooLate', parts: ['year'] };

  const iso = `${year}-${pad(month)}-${pad(day)}`;
  if (rules.when === 'past' && iso >= rules.today)
    return { ok: false, problem: 'future', parts: dateParts };
  if (rules.when === 'notPast' && iso < rules.today)
    return { ok: false, problem: 'expired', parts: dateParts };
  return { ok: true, iso };
}

/**
 * Problems a date words itself: `required` in the question's words, and what its rules mean
 * for it (an expired document, a year no document reaches). Every other problem every date
 * has alike, worded once for all in the date table `dates:errors` (the date picker's too),
 * each sentence beginning with the date's name (`{{field}}`).
 */
const ownProblems = ['required', 'tooLate', 'expired'] as const satisfies DateProblem[];

/** Parts a message says are missing: `missingDayYear`. */
type MissingParts = 'Day' | 'Month' | 'Year' | 'DayMonth' | 'DayYear' | 'MonthYear';

type TableProblem = Exclude<DateProblem, (typeof ownProblems)[number] | 'missing'>;

/** The date table's keys: a text for each, or tsc fails where they are written. */
type TableKey = `dates:errors.${TableProblem | `missing${MissingParts}`}`;

/**
 * The text key of a problem: the date table's (missing parts name which: `missingDayYear`),
 * or the date's own under `own` (`personalData:errors.birthDate.required`).
 */
export function dateProblemKey(own: string, { problem, parts }: DateReadingProblem): string {
  if ((ownProblems as readonly DateProblem[]).includes(problem)) return `${own}.${problem}`;
  const named = problem === 'missing' ? parts.map((p) => p[0]!.toUpperCase() + p.slice(1)) : [];
  return `dates:errors.${problem}${named.join('')}` as TableKey satisfies TextKey;
}

/**
 * A date's own texts (`personalData:errors.birthDate`): `required`, and `Own`: the problems
 * its rules can find that the table does not word (`tooLate`, `expired`) and its own check's.
 */
export type DateMessages<Own extends string> = TextGroup<'required' | Own>;

/**
 * The zod rule of a date typed in three fields: its ISO date, or the problem's message (a
 * text key) on each part that is wrong, so the form marks just those. `field` is the date's
 * name in the date table (`birthDate`: `dates:fields.birthDate`, the sentences' subject),
 * `messages` its own texts; `check` adds the question's own rule on a real date (of age):
 * the name of its text there, or undefined when the date passes. The rule carries the values
 * of its messages (the date's name, the earliest year), which the form step fills in.
 */
export function datePartsRule<Own extends string = never>(
  field: DateFieldName,
  messages: DateMessages<Own>,
  rules: () => DateRules,
  check?: (iso: string) => Own | undefined,
) {
  const rule = z.pipe(
    z.object({ day: z.string(), month: z.string(), year: z.string() }),
    z.transform((typed: DateParts, ctx) => {
      const reading = readDateParts(typed, rules());
      const own = reading.ok ? check?.(reading.iso) : undefined;
      if (reading.ok && own === undefined) return reading.iso;
      const message = reading.ok ? `${messages}.${own}` : dateProblemKey(messages, reading);
      for (const part of reading.ok ? dateParts : reading.parts)
        ctx.issues.push({ code: 'custom', message, input: typed, path: [part] });
      return z.NEVER;
    }),
  );
  valuesOfRule.set(rule, (t) => ({
    field: t(`dates:fields.${field}`),
    earliest: rules().earliestYear,
  }));
  return rule;
}

/** Today's local date, `YYYY-MM-DD`. */
export function localToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
