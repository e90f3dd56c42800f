import { useEffect, useRef } from 'react';
import { DatePicker as MantineCalendar, type CalendarAriaLabels } from '@mantine/dates';
import { useLocale, useText } from '../../i18n/react.tsx';
import { dayName, monthLabel } from './datesSettings.ts';
import type { DateRange } from './format.ts';
import { isoParts, todayIso, type IsoDate } from './isoDate.ts';
import { focusDay, pageTarget, type CalendarLevel } from './navigation.ts';
import { checkDate, dateBounds, type DateRules } from './rules.ts';
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
  rules: DateRules;
  /** Any day of the month (or year, decade) on show. */
  displayed: IsoDate;
  onDisplayedChange: (date: IsoDate) => void;
  level: CalendarLevel;
  onLevelChange: (level: CalendarLevel) => void;
  /** Larger day buttons for fingers in the mobile modal. */
  large: boolean;
}

/** Mantine's calendar with the picker's rules, translated labels and swipe paging. */
export function CalendarPanel({
  selection,
  rules,
  displayed,
  onDisplayedChange,
  level,
  onLevelChange,
  large,
}: CalendarPanelProps) {
  const t = useText();
  const locale = useLocale();
  const bounds = dateBounds(rules);
  const rootRef = useRef<HTMLDivElement>(null);
  const swipe = useSwipe((direction) => {
    const target = pageTarget(displayed, level, direction, bounds);
    if (target) onDisplayedChange(target);
  });

  const selectable = (date: IsoDate) => checkDate(date, rules) === null;
  const selected = selection.type === 'range' ? selection.value[0] : selection.value;
  // The dialog's focus trap focuses `data-autofocus` on opening: the grid's current day.
  const autofocusDay = focusDay(displayed, [selected, todayIso()], selectable);

  // Each level renders its own grid and header, so the focused control disappears when the
  // level changes; move focus to the grid's current control as Mantine's arrow keys expect.
  useEffect(() => {
    const timer = setTimeout(() => {
      rootRef.current?.querySelector<HTMLElement>('table button[tabindex="0"]')?.focus();
    });
    return () => clearTimeout(timer);
  }, [level]);

  const ariaLabels: CalendarAriaLabels = {
    monthLevelControl: t('datepicker:monthLevelControl', { label: monthLabel(displayed, locale) }),
    yearLevelControl: t('datepicker:yearLevelControl', { label: isoParts(displayed).year }),
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
    ...(bounds.min ? { minDate: bounds.min } : {}),
    ...(bounds.max ? { maxDate: bounds.max } : {}),
    excludeDate: (date: IsoDate) => !selectable(date),
    getDayProps: (date: IsoDate) => (date === autofocusDay ? { 'data-autofocus': true } : {}),
    ariaLabels,
    getDayAriaLabel: (date: IsoDate) => dayName(date, locale),
    highlightToday: true,
    size: large ? ('md' as const) : ('sm' as const),
    classNames,
  };

  return (
    <div ref={rootRef} className="dp-swipe" data-level={level} {...swipe}>
      {selection.type === 'range' ? (
        <MantineCalendar
          {...common}
          type="range"
          allowSingleDateInRange
          value={selection.value}
          onChange={selection.onChange}
        />
      ) : (
        <MantineCalendar {...common} value={selection.value} onChange={selection.onChange} />
      )}
    </div>
  );
}
