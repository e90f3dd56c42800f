import { zodResolver } from '@hookform/resolvers/zod';
import type { DefaultValues, FieldValues, UseFormProps } from 'react-hook-form';
import type { z } from '../../api/contract/zod.ts';

/** react-hook-form's settings for a step: the zod rules, messages on submit only. */
export const formOptions = <V extends FieldValues, O>(
  schema: z.core.$ZodType<O, V>,
  defaultValues: V,
): UseFormProps<V, unknown, O> => ({
  defaultValues: defaultValues as DefaultValues<V>,
  resolver: zodResolver(schema),
  // GOV.UK: the error summary takes the focus, and messages change on submit only.
  shouldFocusError: false,
  reValidateMode: 'onSubmit',
});
