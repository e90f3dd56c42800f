import { useLayoutEffect, useState } from 'react';
import { Controller, useForm, type FieldValues } from 'react-hook-form';
import type { z } from '../../api/contract/zod.ts';
import { ErrorSummary } from '../../ui/ErrorSummary.tsx';
import { formOptions } from './formOptions.ts';
import type { FormEngine as Engine } from './formStep.ts';

export interface FormEngineProps<V extends FieldValues, O> {
  schema: z.core.$ZodType<O, V>;
  /** The form's first values: what its fields show when react-hook-form arrives (or held, shown again). */
  values: () => V;
  /** Gets the form, and its state each time that changes. */
  onForm: (engine: Engine<V, O>) => void;
}

/**
 * react-hook-form for a form that rendered without it (src/flows/step/useDeferredFormStep.tsx):
 * rendered inside the form, it renders nothing and hands the form to the step, which then
 * registers the fields that hold what was typed meanwhile.
 */
export default function FormEngine<V extends FieldValues, O>({
  schema,
  values,
  onForm,
}: FormEngineProps<V, O>) {
  const [first] = useState(values);
  const form = useForm<V, unknown, O>(formOptions(schema, first));
  const { formState } = form;
  // Before the paint: the fields are registered in the same frame.
  useLayoutEffect(
    () => onForm({ form, formState, Controller, ErrorSummary }),
    [form, formState, onForm],
  );
  return null;
}
