import { useEffect, type ReactElement, type ReactNode } from 'react';
import type { ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';
import type { StepCore } from './formStep.ts';

/** What of a step a controlled field needs. */
export type ControlledStep<V extends FieldValues, O> = Pick<
  StepCore<V, O>,
  'form' | 'Controller' | 'formReady'
>;

export interface StepControlledProps<V extends FieldValues, O, N extends FieldPath<V>> {
  step: ControlledStep<V, O>;
  name: N;
  render: (field: ControllerRenderProps<V, N>) => ReactElement;
  /** Holds the field's place until react-hook-form is there. */
  standIn: ReactNode;
}

/**
 * A field that holds a value of its own rather than an element's (a date picker, uploaded
 * files): rendered by react-hook-form's controller. Until that is there, `standIn` shows
 * and brings it: such a field shown (a choice, or what was typed before a reload) asks for
 * it at once. Its own module: only the forms with such a field carry it.
 */
export function StepControlled<V extends FieldValues, O, N extends FieldPath<V>>({
  step: { form, Controller, formReady },
  name,
  render,
  standIn,
}: StepControlledProps<V, O, N>) {
  // A failed fetch is said at the submit, which tries again.
  useEffect(() => {
    if (!form) void formReady().catch(() => undefined);
  }, [form, formReady]);
  if (!form || !Controller) return standIn;
  return <Controller control={form.control} name={name} render={({ field }) => render(field)} />;
}
