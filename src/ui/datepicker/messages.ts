import type { Locale } from '../../routes.ts';
import type { UseText } from '../../i18n/react.tsx';
import { formatDate } from './format.ts';
import type { InvalidDateReason, PickerRules } from './rules.ts';
import type { PickerType } from './selection.ts';

/** `before-min` → `datepicker:errors.beforeMin`. */
export function reasonKey(reason: InvalidDateReason): string {
  return `datepicker:errors.${reason.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}`;
}

/** The text shown at the field for a refused value, naming the limit that was broken. */
export function invalidDateMessage(
  reason: InvalidDateReason,
  { type, rules, locale, t }: { type: PickerType; rules: PickerRules; locale: Locale; t: UseText },
): string {
  const [fromYear, toYear] = rules.yearRange ?? [];
  const values: Record<string, string | number | undefined> = {
    pattern: t(`datepicker:pattern.${type}`),
    date: '',
    from: fromYear,
    to: toYear,
    time: '',
  };
  if (reason === 'before-min' && rules.minDate) values.date = formatDate(rules.minDate, locale);
  if (reason === 'after-max' && rules.maxDate) values.date = formatDate(rules.maxDate, locale);
  if (reason === 'range-too-short') values.count = rules.minRangeDays;
  if (reason === 'range-too-long') values.count = rules.maxRangeDays;
  if (reason === 'time-before-min') values.time = rules.minTime;
  if (reason === 'time-after-max') values.time = rules.maxTime;
  return t(reasonKey(reason), values);
}
