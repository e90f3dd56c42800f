import { useState } from 'react';
import type { ControllerRenderProps } from 'react-hook-form';
import type { TerminationConfig } from '../../api/contract/termination.ts';
import { useTexts } from '../../i18n/react.tsx';
import { LazyDatePicker, PICKER_HEIGHT } from '../../ui/LazyDatePicker.tsx';
import { LoadingPlaceholder } from '../../ui/LoadingPlaceholder.tsx';
import { formatIsoDate } from '../../ui/formatDate.ts';
import { NOT_A_REAL_DATE, type TerminationFormValues } from './terminationForm.ts';

export interface LaterDateFieldProps {
  /** The form's date, as its controller gives it. */
  field: ControllerRenderProps<TerminationFormValues, 'terminationDate'>;
  range: TerminationConfig['terminationDate'];
  /** The earliest end of the linked contract, when the API knows it. */
  contractEarliest?: string | undefined;
  /** The picker's text field: the error summary leads there. */
  id: string;
  /** The field's message, translated. */
  message: string | undefined;
}

const isIsoDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * The later date a termination should take effect on, within the brand's range. The
 * picker (Mantine dates) loads when a later date is asked for, never with the page.
 *
 * A date before the earliest possible one is said, not refused (§ 312k (5) BGB reads a
 * termination to a date too early as one to the earliest): typed before the range, the
 * field takes the range's first day; before the linked contract's earliest end, it keeps
 * the date. Either way the note under it names the earliest date, which then applies.
 */
export function LaterDateField({
  field,
  range,
  contractEarliest,
  id,
  message,
}: LaterDateFieldProps) {
  const { t, locale } = useTexts();
  // The date typed before the range, now standing at its first day.
  const [movedFrom, setMovedFrom] = useState<string>();
  const earliest =
    contractEarliest && contractEarliest > range.earliest ? contractEarliest : range.earliest;
  const moved = movedFrom !== undefined && field.value === range.earliest;
  const tooEarly = moved || (isIsoDate(field.value) && field.value < earliest);
  return (
    <div>
      <LazyDatePicker
        id={id}
        label={t('termination:date.later.label')}
        fieldName="terminationDate"
        description={t('termination:date.later.hint', {
          earliest: formatIsoDate(range.earliest, locale),
          latest: formatIsoDate(range.latest, locale),
        })}
        minDate={range.earliest}
        maxDate={range.latest}
        value={field.value && field.value !== NOT_A_REAL_DATE ? field.value : null}
        onChange={(value) => {
          setMovedFrom(undefined);
          field.onChange(value ?? '');
        }}
        onInvalidDate={(reason, rejected) => {
          if (reason === 'not-real') field.onChange(NOT_A_REAL_DATE);
          if (reason === 'before-min' && typeof rejected === 'string') {
            setMovedFrom(rejected);
            field.onChange(range.earliest);
          }
        }}
        error={message}
        // Required once shown: a later end date asks for the date.
        required
      />
      <p className="termination-note" role="status">
        {tooEarly &&
          t('termination:date.later.tooEarly', {
            chosen: formatIsoDate((moved && movedFrom) || field.value, locale),
            earliest: formatIsoDate(earliest, locale),
          })}
      </p>
    </div>
  );
}

/** The date field's place until the form's code is there: the picker's own stand-in. */
export const LaterDateStandIn = () => <LoadingPlaceholder height={PICKER_HEIGHT} />;
