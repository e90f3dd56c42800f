import '../datepicker/showcase.css';
import { useMemo, useState } from 'react';
import { useText } from '../../i18n/react.tsx';
import type { DatePickerOverlay, InvalidDateReason } from '../DatePicker.tsx';
import { todayIso } from '../datepicker/isoDate.ts';
import { LazyDatePicker } from '../LazyDatePicker.tsx';

const WEEKEND = [0, 6] as const;

/** The last day of the first example: three months from today (30 November → 28 February). */
const inThreeMonths = () => {
  const now = new Date();
  const [year, month] = [now.getFullYear(), now.getMonth() + 3];
  const daysInMonth = new Date(year, month + 1, 0).getDate();
  return todayIso(new Date(year, month, Math.min(now.getDate(), daysInMonth)));
};

/**
 * Demo pickers for the components page and its browser tests: a date between today and
 * three months ahead on weekdays only, a range of two to seven days, and a date with a
 * time between 08:00 and 18:00. The last refused value's reason sits in a live region,
 * the open overlay (or "closed") next to it.
 */
export function DatePickerShowcase() {
  const t = useText();
  const [today, last] = useMemo(() => [todayIso(), inThreeMonths()], []);
  const [reason, setReason] = useState<InvalidDateReason | null>(null);
  const [overlay, setOverlay] = useState<DatePickerOverlay | 'closed'>('closed');
  const events = {
    onInvalidDate: (r: InvalidDateReason) => setReason(r),
    onOverlayChange: setOverlay,
    onOpenChange: (open: boolean) => {
      if (!open) setOverlay('closed');
    },
  };

  return (
    <section className="datepicker-showcase" aria-labelledby="datepicker-showcase-heading">
      <h2 id="datepicker-showcase-heading">{t('datepicker:showcase.heading')}</h2>
      <div className="datepicker-showcase-fields">
        <LazyDatePicker
          label={t('datepicker:showcase.dateLabel')}
          description={t('datepicker:showcase.dateDescription')}
          minDate={today}
          maxDate={last}
          disabledWeekdays={WEEKEND}
          {...events}
        />
        <LazyDatePicker
          type="range"
          label={t('datepicker:showcase.rangeLabel')}
          description={t('datepicker:showcase.rangeDescription')}
          minRangeDays={2}
          maxRangeDays={7}
          {...events}
        />
        <LazyDatePicker
          type="datetime"
          label={t('datepicker:showcase.dateTimeLabel')}
          description={t('datepicker:showcase.dateTimeDescription')}
          minTime="08:00"
          maxTime="18:00"
          {...events}
        />
      </div>
      <p role="status" data-reason={reason ?? ''}>
        {reason
          ? t('datepicker:showcase.lastInvalid', { reason })
          : t('datepicker:showcase.noInvalid')}
      </p>
      <p data-overlay={overlay}>
        {t('datepicker:showcase.overlay', {
          overlay: t(`datepicker:showcase.overlays.${overlay}`),
        })}
      </p>
    </section>
  );
}
