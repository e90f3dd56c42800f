import { useCallback } from 'react';
import { Controller, useForm, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { ErrorSummary } from '../../ui/ErrorSummary.tsx';
import { formOptions } from './formOptions.ts';
import { useFirstValues, useStepCore, type FormStepOptions, type StepFields } from './formStep.ts';

export interface FormStep<V extends FieldValues, O> extends StepFields<V> {
  form: UseFormReturn<V, unknown, O>;
}

/**
 * A form step with react-hook-form from its first render (src/flows/step/formStep.ts): for
 * a form that opens on demand (the IDV's change of customer details, the address choice),
 * whose code comes with the library anyway. A screen's own form uses `useDeferredFormStep`.
 */
export function useFormStep<V extends FieldValues, O>(
  options: FormStepOptions<V, O>,
): FormStep<V, O> {
  const { defaultValues, requiredSet } = useFirstValues(options);
  const form = useForm<V, unknown, O>(formOptions(options.schema, defaultValues));
  const { subscribe, setValue } = form;
  const step = useStepCore({
    options,
    requiredSet,
    engine: { form, formState: form.formState, Controller, ErrorSummary },
    registration: form.register,
    values: form.getValues,
    subscribe: useCallback(
      (listener: () => void) => subscribe({ formState: { values: true }, callback: listener }),
      [subscribe],
    ),
    setValue,
  });
  return { ...step, form };
}
