import type { Resolver } from 'react-hook-form';
import type { PersonalFormValues, PersonalInput } from './personalForm.ts';

const loadSchema = () => import('./personalSchema.ts');

/** Starts loading the rules while the customer types, so the first submit does not wait. */
export const preloadPersonalRules = (): void => {
  void loadSchema().catch(() => undefined);
};

/**
 * The form's resolver: the zod rules arrive on first use, in their own chunk. A failed
 * load rejects, and the form reports it like any other failed submit.
 */
export const personalResolver: Resolver<PersonalFormValues, unknown, PersonalInput> = async (
  values,
) => {
  const { validatePersonalForm } = await loadSchema();
  return validatePersonalForm(values);
};
