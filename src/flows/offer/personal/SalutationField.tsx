import { Radio } from '@mantine/core';
import type { FieldError, UseFormRegister } from 'react-hook-form';
import { useText } from '../../../i18n/react.tsx';
import { fieldId, type PersonalFormValues } from './personalForm.ts';

export interface SalutationFieldProps {
  register: UseFormRegister<PersonalFormValues>;
  error: FieldError | undefined;
}

const options = [
  { value: 'frau', label: 'personalData:salutation.frau' },
  { value: 'herr', label: 'personalData:salutation.herr' },
] as const;

/** Frau or Herr as a radio group; the first radio carries the field's id for the summary. */
export function SalutationField({ register, error }: SalutationFieldProps) {
  const t = useText();
  const errorId = `${fieldId('salutation')}-error`;
  return (
    <fieldset className="personal-fieldset" aria-describedby={error ? errorId : undefined}>
      <legend className="personal-fieldset__legend">{t('personalData:salutation.legend')}</legend>
      {error?.message && (
        <p id={errorId} className="personal-error">
          {t(error.message)}
        </p>
      )}
      <div className="personal-choices" data-inline>
        {options.map(({ value, label }, index) => (
          <Radio
            key={value}
            id={index === 0 ? fieldId('salutation') : `${fieldId('salutation')}-${value}`}
            value={value}
            label={t(label)}
            error={Boolean(error)}
            {...register('salutation')}
          />
        ))}
      </div>
    </fieldset>
  );
}
