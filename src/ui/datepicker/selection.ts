import type { Locale } from '../../routes.ts';
import {
  formatDate,
  formatDateTime,
  formatRange,
  isDateShaped,
  parseDate,
  parseDateTime,
  parseRange,
  splitDateTime,
  type DateRange,
} from './format.ts';
import type { IsoDate } from './isoDate.ts';
import {
  checkDate,
  checkDateTime,
  checkRange,
  type InvalidDateReason,
  type PickerRules,
} from './rules.ts';

/** `date`: one day; `range`: start and end day; `datetime`: one day with a time of day. */
export type PickerType = 'date' | 'range' | 'datetime';

/** `YYYY-MM-DD` (date), `YYYY-MM-DD HH:mm` (datetime) or a range; null or [null, null] when empty. */
export type PickerValue = string | DateRange | null;

export type Evaluation =
  | { ok: true; value: PickerValue }
  | {
      ok: false;
      reason: InvalidDateReason;
      /** The refused value: ISO value(s) when readable, else the text as typed. */
      rejected: string | DateRange;
    };

export function emptyValue(type: PickerType): PickerValue {
  return type === 'range' ? [null, null] : null;
}

export function isEmpty(value: PickerValue): boolean {
  return Array.isArray(value) ? value[0] === null && value[1] === null : value === null;
}

export function formatValue(type: PickerType, value: PickerValue, locale: Locale): string {
  if (Array.isArray(value)) return formatRange(value, locale);
  if (value === null) return '';
  return type === 'datetime' ? formatDateTime(value, locale) : formatDate(value, locale);
}

/** Same value for the form; ranges compare end by end. */
export function sameValue(a: PickerValue, b: PickerValue): boolean {
  return Array.isArray(a) && Array.isArray(b) ? a[0] === b[0] && a[1] === b[1] : a === b;
}

/** The day a value points at, used to open the calendar on the right month. */
export function anchorDate(value: PickerValue): IsoDate | null {
  if (Array.isArray(value)) return value[0];
  return value === null ? null : splitDateTime(value).date;
}

/** Validates a value chosen in the calendar or time panel. */
export function evaluateValue(
  type: PickerType,
  value: PickerValue,
  rules: PickerRules,
): Evaluation {
  if (isEmpty(value)) return { ok: true, value: emptyValue(type) };
  let reason: InvalidDateReason | null;
  if (Array.isArray(value)) {
    const [start, end] = value;
    reason = start && end ? checkRange(start, end, rules) : 'range-incomplete';
  } else if (type === 'datetime') {
    const { date, time } = splitDateTime(value ?? '');
    reason = checkDateTime(date, time, rules);
  } else {
    reason = checkDate(value ?? '', rules);
  }
  return reason ? { ok: false, reason, rejected: value ?? '' } : { ok: true, value };
}

/** Reads and validates what the customer typed; an empty field is a valid empty value. */
export function evaluateText(
  type: PickerType,
  text: string,
  locale: Locale,
  rules: PickerRules,
): Evaluation {
  if (text.trim() === '') return { ok: true, value: emptyValue(type) };
  if (type === 'range') {
    const parsed = parseRange(text, locale);
    if (!parsed) return { ok: false, reason: 'invalid-format', rejected: text };
    if (parsed.kind === 'incomplete')
      return { ok: false, reason: 'range-incomplete', rejected: text };
    return evaluateValue(type, parsed.range, rules);
  }
  const parsed = type === 'datetime' ? parseDateTime(text, locale) : parseDate(text, locale);
  if (parsed) return evaluateValue(type, parsed, rules);
  const notReal = type === 'date' && isDateShaped(text, locale);
  return { ok: false, reason: notReal ? 'not-real' : 'invalid-format', rejected: text };
}
