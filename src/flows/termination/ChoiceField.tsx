import type { ChangeEvent, ReactNode } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { Radio } from '../../ui/Radio.tsx';
import { StepFieldset } from '../step/StepFieldset.tsx';
import type { TerminationFormValues } from './terminationForm.ts';

export interface Choice {
  value: string;
  label: string;
  hint?: string | undefined;
}

export interface ChoiceFieldProps {
  name: 'serviceType' | 'cancellationType' | 'reason' | 'timing';
  /** The first radio's id: the error summary leads there. */
  id: string;
  legend: string;
  hint?: string | undefined;
  choices: readonly Choice[];
  register: UseFormRegister<TerminationFormValues>;
  /** The field's message, translated. */
  message: string | undefined;
  /** The schema requires an answer (`step.required`), or the group asks one once shown. */
  required: boolean;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Shown under the choices, e.g. what the chosen one asks for next. */
  children?: ReactNode;
}

/** One choice of several as a radio group: legend, hint and message as GOV.UK shows them. */
export function ChoiceField({
  name,
  id,
  legend,
  hint,
  choices,
  register,
  message,
  required,
  onChange,
  children,
}: ChoiceFieldProps) {
  return (
    <StepFieldset id={id} legend={legend} hint={hint} message={message} required={required}>
      <div className="termination-choices">
        {choices.map((choice, index) => (
          <Radio
            key={choice.value}
            id={index === 0 ? id : `${id}-${choice.value}`}
            value={choice.value}
            label={choice.label}
            description={choice.hint}
            error={Boolean(message)}
            {...register(name, onChange ? { onChange } : {})}
          />
        ))}
      </div>
      {children}
    </StepFieldset>
  );
}
