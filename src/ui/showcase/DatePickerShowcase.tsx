import '../datepicker/showcase.css';
import { useMemo, useState } from 'react';
import { useText } from '../../i18n/react.tsx';
import { DatePicker, type DatePickerOverlay, type InvalidDateReason } from '../DatePicker.tsx';
import { todayIso } from '../datepicker/isoDate.ts';

const WEEKEND = [0, 6] as const;

/**
 * Demo pickers for the components page and its browser tests: the last refused value's
 * reason sits in a live region, the open overlay (or "closed") next to it.
 */
export function DatePickerShowcase() {
  const t = useText();
  const today = useMemo(() => todayIso(), []);
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
        <DatePicker
          label={t('datepicker:showcase.dateLabel')}
          description={t('datepicker:showcase.dateDescription')}
          minDate={today}
          disabledWeekdays={WEEKEND}
          {...events}
        />
        <DatePicker
          type="range"
          label={t('datepicker:showcase.rangeLabel')}
          description={t('datepicker:showcase.rangeDescription')}
          minRangeDays={2}
          maxRangeDays={7}
          {...events}
        />
        <DatePicker
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
