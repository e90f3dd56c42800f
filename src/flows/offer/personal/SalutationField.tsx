import type { UseFormRegister } from 'react-hook-form';
import { useText } from '../../../i18n/react.tsx';
import { Radio } from '../../../ui/Radio.tsx';
import { StepFieldset } from '../../step/StepFieldset.tsx';
import { fieldId, type PersonalFormValues } from './personalForm.ts';

export interface SalutationFieldProps {
  register: UseFormRegister<PersonalFormValues>;
  /** The field's message, translated. */
  message: string | undefined;
  /** The schema requires an answer (`step.required`). */
  required: boolean;
}

const options = [
  { value: 'frau', label: 'personalData:salutation.frau' },
  { value: 'herr', label: 'personalData:salutation.herr' },
] as const;

/** Frau or Herr as a radio group; the first radio carries the field's id for the summary. */
export function SalutationField({ register, message, required }: SalutationFieldProps) {
  const t = useText();
  return (
    <StepFieldset
      id={fieldId('salutation')}
      legend={t('personalData:salutation.legend')}
      message={message}
      required={required}
    >
      <div className="personal-choices" data-inline>
        {options.map(({ value, label }, index) => (
          <Radio
            key={value}
            id={index === 0 ? fieldId('salutation') : `${fieldId('salutation')}-${value}`}
            value={value}
            label={t(label)}
            error={Boolean(message)}
            {...register('salutation')}
          />
        ))}
      </div>
    </StepFieldset>
  );
}
