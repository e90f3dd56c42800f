import { useForm, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { formOptions } from './formOptions.ts';
import { useFirstValues, useStepCore, type FormStepOptions, type StepFields } from './formStep.ts';

export {
  TYPING_KEPT_AFTER_MS,
  type FormStepOptions,
  type NextStep,
  type StepField,
  type StepOutcome,
  type StepProblem,
  type TypingSlot,
} from './formStep.ts';

export interface FormStep<V extends FieldValues, O> extends StepFields<V> {
  form: UseFormReturn<V, unknown, O>;
}

/**
 * A form step with react-hook-form from its first render (src/flows/step/formStep.ts): for
 * a form whose fields need it to render (a controller, a watched answer).
 */
export function useFormStep<V extends FieldValues, O>(
  options: FormStepOptions<V, O>,
): FormStep<V, O> {
  const { defaultValues, requiredSet } = useFirstValues(options);
  const form = useForm<V, unknown, O>(formOptions(options.schema, defaultValues));
  const step = useStepCore({
    options,
    requiredSet,
    engine: { form, formState: form.formState },
    registration: form.register,
  });
  return { ...step, form };
}
