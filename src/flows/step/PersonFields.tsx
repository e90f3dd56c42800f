import type { FieldPath, FieldValues } from 'react-hook-form';
import { dateErrors } from './dateErrors.ts';
import type { DateParts } from './dateParts.ts';
import { DatePartsField } from './DatePartsField.tsx';
import type { StepFields } from './formStep.ts';
import { TextInput } from '../../ui/TextInput.tsx';

/** The person's fields in a form's values. */
export interface PersonValues extends FieldValues {
  givenNames: string;
  familyName: string;
  birthDate: DateParts;
}

export type PersonField = 'givenNames' | 'familyName' | 'birthDate';

/** The name fields, with the browser's autofill name of each. */
const names = [
  ['givenNames', 'given-name'],
  ['familyName', 'family-name'],
] as const;

/** A field's texts, translated: the label (the birth date's legend) and a hint, if any. */
export interface FieldTexts {
  label: string;
  hint?: string;
}

export interface PersonFieldsProps<V extends PersonValues> {
  step: StepFields<V>;
  /** The id of a field's input (the day's, for the birth date); the error summary links to it. */
  id: (field: PersonField) => string;
  texts: { givenNames: FieldTexts; familyName: FieldTexts; birthDate: Required<FieldTexts> };
}

/**
 * A person as every form asks for one: given names, family name and the birth date in
 * three fields, with the browser's autofill names.
 */
export function PersonFields<V extends PersonValues>({ step, id, texts }: PersonFieldsProps<V>) {
  // Typed names are no words of a dictionary: no spelling check.
  return (
    <>
      {names.map(([field, autoComplete]) => (
        <TextInput
          key={field}
          label={texts[field].label}
          description={texts[field].hint}
          autoComplete={autoComplete}
          required={step.required(field as FieldPath<V>)}
          id={id(field)}
          error={step.message(field as FieldPath<V>)}
          spellCheck={false}
          {...step.registration(field as FieldPath<V>)}
        />
      ))}
      <DatePartsField
        name={'birthDate' as FieldPath<V>}
        id={id('birthDate')}
        legend={texts.birthDate.label}
        hint={texts.birthDate.hint}
        register={step.registration}
        autoComplete="bday"
        {...dateErrors(step, 'birthDate' as FieldPath<V>)}
      />
    </>
  );
}
