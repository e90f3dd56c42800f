import './step-fields.css';
import type { FieldValues, Path } from 'react-hook-form';
import type { Registration } from './formStep.ts';
import { useText } from '../../i18n/react.tsx';
import { dateParts, type DatePart } from './dateParts.ts';
import { StepFieldset } from './StepFieldset.tsx';
import { TextInput } from '../../ui/TextInput.tsx';

export interface DatePartsFieldProps<V extends FieldValues> {
  /** The form field holding `{ day, month, year }`. */
  name: Path<V>;
  /** The id of the day's input; the error summary links to it. */
  id: string;
  legend: string;
  hint: string;
  register: Registration<V>;
  /** The date's message (translated), and which parts it marks. */
  message: string | undefined;
  invalid: (part: DatePart) => boolean;
  /** `bday` for a birth date: the browser then offers the stored one. */
  autoComplete?: 'bday';
  /** The schema requires the date (`step.required`). */
  required: boolean;
}

/**
 * The GOV.UK date input for dates copied from a document or known by heart: day, month
 * and year in three labelled fields of one fieldset, in that order in every language, one
 * message for the date above them, only the wrong parts marked. No auto-tab.
 */
export function DatePartsField<V extends FieldValues>({
  name,
  id,
  legend,
  hint,
  register,
  message,
  invalid,
  autoComplete,
  required,
}: DatePartsFieldProps<V>) {
  const t = useText();
  return (
    <StepFieldset id={id} legend={legend} hint={hint} message={message} required={required}>
      <div className="step-date">
        {dateParts.map((part) => (
          <TextInput
            key={part}
            id={part === 'day' ? id : `${id}-${part}`}
            label={t(`ui:date.${part}`)}
            // Two digits for day and month, four for the year.
            className={part === 'year' ? 'step-date__year' : 'step-date__short'}
            inputMode="numeric"
            autoComplete={autoComplete ? `${autoComplete}-${part}` : 'off'}
            spellCheck={false}
            error={invalid(part)}
            // Each part says the date must be given (the legend's mark is not read out),
            // without a mark of its own beside the legend's.
            aria-required={required || undefined}
            {...register(`${name}.${part}` as Path<V>)}
          />
        ))}
      </div>
    </StepFieldset>
  );
}
