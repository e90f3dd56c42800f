import type { FieldPath, FieldValues } from 'react-hook-form';
import { dateParts, type DatePart } from './dateParts.ts';
import type { StepFields } from './formStep.ts';

/** What a DatePartsField shows of its date's rules: the mark and the errors. */
export interface DateErrors {
  /** The schema requires the date. */
  required: boolean;
  /** One message for the whole date: its first wrong part's (day, then month, then year). */
  message: string | undefined;
  /** Only the wrong parts are marked. */
  invalid: (part: DatePart) => boolean;
}

/** The rules and errors of the date a step's form holds in three fields under `name`. */
export function dateErrors<V extends FieldValues>(
  step: StepFields<V>,
  name: FieldPath<V>,
): DateErrors {
  const path = (part: DatePart) => `${name}.${part}` as FieldPath<V>;
  return {
    required: step.required(name),
    message: dateParts.map((part) => step.message(path(part))).find((text) => text !== undefined),
    // Not `getFieldState`: it reads which fields are being checked too, and the form then
    // re-rendered for that moment of every submit.
    invalid: (part) => step.invalid(path(part)),
  };
}
