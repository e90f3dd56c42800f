import { useId } from 'react';
import { useText } from '../../i18n/react.tsx';
import type { IsoTime } from './isoDate.ts';
import { timeOptions } from './mantineProps.ts';
import type { TimeRules } from './rules.ts';

export interface TimePanelProps {
  rules: TimeRules;
  stepMinutes: number;
  selected: IsoTime | null;
  /** The chosen day, written out, for the overlay's heading. */
  dayLabel: string;
  onPick: (time: IsoTime) => void;
  onBack: () => void;
}

/**
 * The time overlay of the date-time picker: one button per offered time. Not Mantine's
 * TimeGrid: its SimpleGrid writes an inline <style> element, which the site's CSP refuses.
 */
export function TimePanel({
  rules,
  stepMinutes,
  selected,
  dayLabel,
  onPick,
  onBack,
}: TimePanelProps) {
  const t = useText();
  const headingId = useId();
  return (
    <div className="dp-time" data-level="time">
      <p id={headingId} className="dp-time-heading">
        {t('datepicker:timeHeading', { date: dayLabel })}
      </p>
      <div className="dp-time-grid" role="group" aria-labelledby={headingId}>
        {timeOptions(rules, stepMinutes).map(({ time, disabled }) => (
          <button
            key={time}
            type="button"
            className="dp-time-option"
            disabled={disabled}
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
