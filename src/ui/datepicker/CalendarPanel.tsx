import { useEffect, useRef, type KeyboardEvent } from 'react';
import {
  DatePicker as MantineCalendar,
  type CalendarAriaLabels,
  type CalendarLevel,
  useDatesContext,
} from '@mantine/dates';
import { useTexts } from '../../i18n/react.tsx';
import { dayName, monthLabel } from './datesSettings.ts';
import { dayjs } from './dayjs.ts';
import type { DateRange } from './format.ts';
import type { IsoDate } from './isoDate.ts';
import { arrowDays, arrowTarget, pageKeys, pageTarget } from './arrowTarget.ts';
import { calendarRuleProps } from './mantineProps.ts';
import type { DateRules, RangeRules } from './rules.ts';
import { useSwipe } from './useSwipe.ts';

const classNames = {
  day: 'dp-day',
  weekday: 'dp-weekday',
  calendarHeaderControl: 'dp-header-control',
  calendarHeaderLevel: 'dp-header-level',
  monthsListControl: 'dp-list-control',
  yearsListControl: 'dp-list-control',
};

type Selection =
  | { type: 'single'; value: IsoDate | null; onChange: (value: IsoDate | null) => void }
  | { type: 'range'; value: DateRange; onChange: (value: DateRange) => void };

export interface CalendarPanelProps {
  selection: Selection;
  rules: DateRules & RangeRules;
  /** Any day of the month (or year, decade) on show. */
  displayed: IsoDate;
  onDisplayedChange: (date: IsoDate) => void;
  level: CalendarLevel;
  onLevelChange: (level: CalendarLevel) => void;
  /** Larger day buttons for fingers, as wide as the mobile modal allows. */
  large: boolean;
}

/**
 * Mantine's calendar (days, months and years, arrow keys, paging) with the picker's rules,
 * translated labels, and what Mantine lacks: swipe paging (a swipe presses Mantine's own
 * previous or next button, so it stops where the buttons are disabled), arrow keys that
 * go on into the next or previous month where Mantine's stop at the edge of the one shown,
 * and PageUp/PageDown (a month, with Shift a year) and Home/End (the week's ends).
 */
export function CalendarPanel({
  selection,
  rules,
  displayed,
  onDisplayedChange,
  level,
  onLevelChange,
  large,
}: CalendarPanelProps) {
  const { t, locale } = useTexts();
  const rootRef = useRef<HTMLDivElement>(null);
  const swipe = useSwipe((direction) => {
    rootRef.current
      ?.querySelector<HTMLButtonElement>(`button[data-direction="${direction}"]:not(:disabled)`)
      ?.click();
  });
  const rangeStart = selection.type === 'range' && !selection.value[1] ? selection.value[0] : null;
  const minRangeDays = selection.type === 'range' ? (rules.minRangeDays ?? 1) : 1;
  const ruleProps = calendarRuleProps(rules, rangeStart);

  // The day a key led into another month: focused once that month is on show.
  const focusNext = useRef<IsoDate | null>(null);
  useEffect(() => {
    const date = focusNext.current;
    if (!date) return;
    focusNext.current = null;
    rootRef.current?.querySelector<HTMLButtonElement>(`button[data-date="${date}"]`)?.focus();
  }, [displayed]);
  const firstDayOfWeek = useDatesContext().getFirstDayOfWeek();
  const show = (date: IsoDate) => {
    if (date.slice(0, 7) === displayed.slice(0, 7)) {
      rootRef.current?.querySelector<HTMLButtonElement>(`button[data-date="${date}"]`)?.focus();
      return;
    }
    focusNext.current = date;
    onDisplayedChange(date);
  };
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    const days = arrowDays[event.key];
    const paging = pageKeys.has(event.key);
    if ((!days && !paging) || event.altKey || event.ctrlKey || event.metaKey) return;
    // On every level: the page must not scroll away under the popover.
    if (paging) event.preventDefault();
    if (level !== 'month') return;
    const from = (event.target as HTMLElement)
      .closest('button[data-date]')
      ?.getAttribute('data-date');
    if (!from) return;
    const to = days
      ? arrowTarget(from, days, ruleProps)
      : pageTarget(from, event.key, event.shiftKey, firstDayOfWeek, ruleProps);
    // Within the month on show, Mantine's own arrow keys move the focus.
    if (!to || (days && to.slice(0, 7) === from.slice(0, 7))) return;
    event.preventDefault();
    event.stopPropagation();
    show(to);
  };

  // The level controls name what they show as well as what they do (WCAG 2.5.3).
  const ariaLabels: CalendarAriaLabels = {
    monthLevelControl: t('datepicker:monthLevelControl', { label: monthLabel(displayed, locale) }),
    yearLevelControl: t('datepicker:yearLevelControl', { label: dayjs(displayed).year() }),
    previousMonth: t('datepicker:previousMonth'),
    nextMonth: t('datepicker:nextMonth'),
    previousYear: t('datepicker:previousYear'),
    nextYear: t('datepicker:nextYear'),
    previousDecade: t('datepicker:previousDecade'),
    nextDecade: t('datepicker:nextDecade'),
  };
  const common = {
    date: displayed,
    onDateChange: onDisplayedChange,
    level,
    onLevelChange,
    ...ruleProps,
    getDayProps: (date: IsoDate) => ({ 'data-date': date }),
    ariaLabels,
    getDayAriaLabel: (date: IsoDate) => dayName(date, locale),
    highlightToday: true,
    size: large ? ('md' as const) : ('sm' as const),
    fullWidth: large,
    classNames,
  };

  return (
    <div
      ref={rootRef}
      className="dp-swipe"
      data-level={level}
      onKeyDownCapture={onKeyDownCapture}
      {...swipe}
    >
      {selection.type === 'range' ? (
        <MantineCalendar
          {...common}
          type="range"
          // Choosing the start again clears it, unless a one-day range is allowed.
          allowSingleDateInRange={minRangeDays <= 1}
          value={selection.value}
          onChange={selection.onChange}
        />
      ) : (
        <MantineCalendar {...common} value={selection.value} onChange={selection.onChange} />
      )}
    </div>
  );
}
