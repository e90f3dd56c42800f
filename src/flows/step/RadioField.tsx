import './step-fields.css';
import type { ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import type { StepFields } from './formStep.ts';
import { Radio } from '../../ui/Radio.tsx';
import { StepFieldset } from './StepFieldset.tsx';

export interface RadioChoice {
  value: string;
  label: string;
  hint?: string | undefined;
}

export interface RadioFieldProps<V extends FieldValues> {
  step: StepFields<V>;
  name: FieldPath<V>;
  legend: string;
  hint?: string | undefined;
  choices: readonly RadioChoice[];
  /** The schema's mark (`step.required`) unless given: a group asked only once shown is required. */
  required?: boolean;
  /** Short choices (Frau, Herr) side by side instead of one under the other. */
  inline?: boolean;
  /** Shown under the choices, e.g. what the chosen one asks for next. */
  children?: ReactNode;
}

/**
 * One choice of several as a radio group of a form step: legend, hint and message as GOV.UK
 * shows them; the first radio carries the field's id, where the error summary leads.
 */
export function RadioField<V extends FieldValues>({
  step,
  name,
  legend,
  hint,
  choices,
  required,
  inline = false,
  children,
}: RadioFieldProps<V>) {
  const { id, error: message, required: marked } = step.field(name);
  const registration = step.registration(name);
  const asked = required ?? marked;
  return (
    <StepFieldset id={id} legend={legend} hint={hint} message={message} required={asked}>
      <div className="step-choices" data-inline={inline || undefined}>
        {choices.map((choice, index) => (
          <Radio
            key={choice.value}
            id={index === 0 ? id : `${id}-${choice.value}`}
            value={choice.value}
            label={choice.label}
            description={choice.hint}
            error={Boolean(message)}
            // Each radio says the group must be answered: the legend's mark is not read out.
            required={asked}
            {...registration}
          />
        ))}
      </div>
      {children}
    </StepFieldset>
  );
}
