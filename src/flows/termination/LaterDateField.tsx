import { Controller, type Control } from 'react-hook-form';
import type { TerminationConfig } from '../../api/contract/termination.ts';
import { useLocale, useText } from '../../i18n/react.tsx';
import { LazyDatePicker } from '../../ui/LazyDatePicker.tsx';
import { formatIsoDate } from '../../ui/formatDate.ts';
import {
  NOT_A_REAL_DATE,
  type TerminationFormValues,
  type TerminationInput,
} from './terminationForm.ts';

export interface LaterDateFieldProps {
  control: Control<TerminationFormValues, unknown, TerminationInput>;
  range: TerminationConfig['terminationDate'];
  /** The picker's text field: the error summary leads there. */
  id: string;
  /** The field's message, translated. */
  message: string | undefined;
}

/**
 * The later date a termination should take effect on, within the brand's range. The
 * picker (Mantine dates) loads when a later date is asked for, never with the page.
 */
export function LaterDateField({ control, range, id, message }: LaterDateFieldProps) {
  const t = useText();
  const locale = useLocale();
  return (
    <Controller
      control={control}
      name="terminationDate"
      render={({ field }) => (
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
          onChange={(value) => field.onChange(value ?? '')}
          onInvalidDate={(reason) => {
            if (reason === 'not-real') field.onChange(NOT_A_REAL_DATE);
          }}
          error={message}
          // Required once shown: a later end date asks for the date.
          required
        />
      )}
    />
  );
}
