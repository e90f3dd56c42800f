import type { TextKey } from '../../i18n/keys.ts';
import type { TextValues } from '../../i18n/translate.ts';
import type { Locale } from '../../routes.ts';
import { formatDate } from './format.ts';
import type { InvalidDateReason, PickerRules } from './rules.ts';

/** A text key with its values, for `t(key, values)`. */
export interface InvalidDateMessage {
  key: TextKey;
  values: TextValues;
}

/** `before-min` → `beforeMin`, in the type as at run time. */
type CamelCase<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

/**
 * A date's name in the date table: `birthDate` for `dates:fields.birthDate`, the name as the
 * table's sentences (`dates:errors`) begin with it, article and all where the language has
 * one ("Das Geburtsdatum", "Date of birth", "Doğum tarihi").
 */
export type DateFieldName = TextKey extends infer Key
  ? Key extends `dates:fields.${infer Name}`
    ? Name
    : never
  : never;

/**
 * `before-min` → `dates:errors.beforeMin`, in the date table every date field words its
 * problems from: a text for every reason, or tsc fails.
 */
export function reasonKey<R extends InvalidDateReason>(reason: R): TextKey {
  const key = reason.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
  return `dates:errors.${key}` as `dates:errors.${CamelCase<R>}`;
}

/**
 * The message for a refused value, naming the limit that was broken. Its values are
 * complete (`pattern` is the field's translated format hint, `field` its name as the
 * table's sentences begin with it), so `t(key, values)` gives the same text at the field
 * and in a form's error summary.
 */
export function invalidDateMessage(
  reason: InvalidDateReason,
  {
    rules,
    locale,
    pattern,
    field,
  }: { rules: PickerRules; locale: Locale; pattern: string; field: string },
): InvalidDateMessage {
  const [fromYear, toYear] = rules.yearRange ?? [];
  const values: Record<string, string | number | undefined> = {
    field,
    pattern,
    from: fromYear,
    to: toYear,
    date: '',
    time: '',
  };
  if (reason === 'before-min' && rules.minDate) values.date = formatDate(rules.minDate, locale);
  if (reason === 'after-max' && rules.maxDate) values.date = formatDate(rules.maxDate, locale);
  if (reason === 'range-too-short') values.count = rules.minRangeDays;
  if (reason === 'range-too-long') values.count = rules.maxRangeDays;
  if (reason === 'time-before-min') values.time = rules.minTime;
  if (reason === 'time-after-max') values.time = rules.maxTime;
  return { key: reasonKey(reason), values };
}
