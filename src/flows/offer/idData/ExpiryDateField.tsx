import { useState, type FocusEvent } from 'react';
import { useController, type Control } from 'react-hook-form';
import type { IdDocument } from '../../../api/contract/identity.ts';
import { useText } from '../../../i18n/react.tsx';
import { todayIso } from '../../../ui/datepicker/isoDate.ts';
import { LazyDatePicker } from '../../../ui/LazyDatePicker.tsx';
import { idFieldId, type IdFormValues } from './idForm.ts';

export interface ExpiryDateFieldProps {
  control: Control<IdFormValues, unknown, IdDocument>;
}

/**
 * The expiry date in the shared date picker, which refuses past dates itself. What it
 * refuses is kept as the field's value, so the form's rules say why in the summary; the
 * next keystroke drops it again. The picker has no id of its own: its wrapper takes the
 * field's id and hands the focus on to the input, for the summary's link.
 */
export function ExpiryDateField({ control }: ExpiryDateFieldProps) {
  const t = useText();
  const { field, fieldState } = useController({ control, name: 'expiryDate' });
  const [refused, setRefused] = useState(false);
  // Its own message stands at the field while the picker refuses a value.
  const message = !refused && fieldState.error?.message;

  const focusInput = (event: FocusEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) event.currentTarget.querySelector('input')?.focus();
  };

  return (
    <div
      id={idFieldId('expiryDate')}
      tabIndex={-1}
      className="iddata-expiry"
      data-invalid={message ? true : undefined}
      onFocus={focusInput}
      onChange={() => {
        if (!refused) return;
        setRefused(false);
        field.onChange('');
      }}
    >
      <LazyDatePicker
        label={t('idData:expiryDate.label')}
        description={message ? t(message) : t('idData:expiryDate.hint')}
        required
        minDate={todayIso()}
        defaultValue={field.value === '' ? null : field.value}
        onChange={(value) => {
          setRefused(false);
          field.onChange(value ?? '');
        }}
        onInvalidDate={(_, rejected) => {
          setRefused(true);
          field.onChange(typeof rejected === 'string' ? rejected : '');
        }}
      />
    </div>
  );
}
