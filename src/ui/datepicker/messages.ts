import type { TextValues } from '../../i18n/translate.ts';
import type { Locale } from '../../routes.ts';
import { formatDate } from './format.ts';
import type { InvalidDateReason, PickerRules } from './rules.ts';

/** A text key with its values, for `t(key, values)`. */
export interface InvalidDateMessage {
  key: string;
  values: TextValues;
}

/** `before-min` → `datepicker:errors.beforeMin`. */
export function reasonKey(reason: InvalidDateReason): string {
  return `datepicker:errors.${reason.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}`;
}

/**
 * The message for a refused value, naming the limit that was broken. Its values are
 * complete (`pattern` is the field's translated format hint), so `t(key, values)` gives
 * the same text at the field and in a form's error summary.
 */
export function invalidDateMessage(
  reason: InvalidDateReason,
  { rules, locale, pattern }: { rules: PickerRules; locale: Locale; pattern: string },
): InvalidDateMessage {
  const [fromYear, toYear] = rules.yearRange ?? [];
  const values: Record<string, string | number | undefined> = {
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
