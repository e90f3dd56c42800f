import type { ChangeEvent, ReactNode } from 'react';
import { Radio } from '../../ui/Radio.tsx';
import { StepFieldset } from '../step/StepFieldset.tsx';
import type { FormStep } from '../step/useFormStep.ts';
import { fieldId, type TerminationFormValues, type TerminationInput } from './terminationForm.ts';

export interface Choice {
  value: string;
  label: string;
  hint?: string | undefined;
}

export interface ChoiceFieldProps {
  step: FormStep<TerminationFormValues, TerminationInput>;
  name: 'serviceType' | 'cancellationType' | 'reason' | 'timing';
  legend: string;
  hint?: string | undefined;
  choices: readonly Choice[];
  /** The schema's mark (`step.required`) unless given: a group asked only once shown is required. */
  required?: boolean;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Shown under the choices, e.g. what the chosen one asks for next. */
  children?: ReactNode;
}

/**
 * One choice of several as a radio group: legend, hint and message as GOV.UK shows them; the
 * first radio carries the field's id, where the error summary leads.
 */
export function ChoiceField({
  step,
  name,
  legend,
  hint,
  choices,
  required = step.required(name),
  onChange,
  children,
}: ChoiceFieldProps) {
  const id = fieldId(name);
  const message = step.message(name);
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
            {...step.form.register(name, onChange ? { onChange } : {})}
          />
        ))}
      </div>
      {children}
    </StepFieldset>
  );
}
