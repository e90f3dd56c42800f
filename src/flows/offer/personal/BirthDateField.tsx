import { TextInput } from '@mantine/core';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useText } from '../../../i18n/react.tsx';
import { fieldId, type PersonalFormValues } from './personalForm.ts';

export interface BirthDateFieldProps {
  register: UseFormRegister<PersonalFormValues>;
  errors: FieldErrors<PersonalFormValues>;
}

const parts = [
  { field: 'birthDay', label: 'personalData:birthDate.day', autoComplete: 'bday-day', size: 2 },
  {
    field: 'birthMonth',
    label: 'personalData:birthDate.month',
    autoComplete: 'bday-month',
    size: 2,
  },
  { field: 'birthYear', label: 'personalData:birthDate.year', autoComplete: 'bday-year', size: 4 },
] as const;

/**
 * The GOV.UK date input: day, month and year in three labelled fields of one fieldset,
 * one message for the date above them, and only the wrong parts marked. No auto-tab.
 */
export function BirthDateField({ register, errors }: BirthDateFieldProps) {
  const t = useText();
  const hintId = `${fieldId('birthDay')}-hint`;
  const errorId = `${fieldId('birthDay')}-error`;
  const message = parts.map(({ field }) => errors[field]?.message).find(Boolean);
  return (
    <fieldset
      className="personal-fieldset"
      aria-describedby={message ? `${hintId} ${errorId}` : hintId}
    >
      <legend className="personal-fieldset__legend">{t('personalData:birthDate.legend')}</legend>
      <p id={hintId} className="personal-hint">
        {t('personalData:birthDate.hint')}
      </p>
      {message && (
        <p id={errorId} className="personal-error">
          {t(message)}
        </p>
      )}
      <div className="personal-date">
        {parts.map(({ field, label, autoComplete, size }) => (
          <TextInput
            key={field}
            id={fieldId(field)}
            label={t(label)}
            className={size === 4 ? 'personal-date__year' : 'personal-date__short'}
            inputMode="numeric"
            autoComplete={autoComplete}
            spellCheck={false}
            error={Boolean(errors[field])}
            {...register(field)}
          />
        ))}
      </div>
    </fieldset>
  );
}
