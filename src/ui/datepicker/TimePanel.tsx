import { useEffect, useId, useRef } from 'react';
import { useText } from '../../i18n/react.tsx';
import type { IsoTime } from './isoDate.ts';
import type { TimeSlot } from './rules.ts';

export interface TimePanelProps {
  slots: TimeSlot[];
  selected: IsoTime | null;
  /** The chosen day, written out, for the panel's heading. */
  dayLabel: string;
  onPick: (time: IsoTime) => void;
  onBack: () => void;
}

/** The time overlay of the date-time picker: one button per offered time. */
export function TimePanel({ slots, selected, dayLabel, onPick, onBack }: TimePanelProps) {
  const t = useText();
  const headingId = useId();
  const gridRef = useRef<HTMLDivElement>(null);

  // The calendar that held focus is gone; continue on the chosen or first free time.
  useEffect(() => {
    const timer = setTimeout(() => {
      const grid = gridRef.current;
      const target =
        grid?.querySelector<HTMLElement>('[aria-pressed="true"]:not(:disabled)') ??
        grid?.querySelector<HTMLElement>('button:not(:disabled)');
      target?.focus();
    });
    return () => clearTimeout(timer);
  }, []);

  return (
    <div className="dp-time" data-level="time">
      <p id={headingId} className="dp-time-heading">
        {t('datepicker:timeHeading', { date: dayLabel })}
      </p>
      <div ref={gridRef} className="dp-time-grid" role="group" aria-labelledby={headingId}>
        {slots.map(({ time, available }) => (
          <button
            key={time}
            type="button"
            className="dp-time-option"
            disabled={!available}
            aria-pressed={time === selected}
            onClick={() => onPick(time)}
          >
            {time}
          </button>
        ))}
      </div>
      <button type="button" className="dp-back" onClick={onBack}>
        {t('datepicker:backToCalendar')}
      </button>
    </div>
  );
}
