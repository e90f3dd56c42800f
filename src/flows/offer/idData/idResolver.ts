import type { Resolver } from 'react-hook-form';
import type { IdDocument } from '../../../api/contract/identity.ts';
import type { IdFormValues } from './idForm.ts';

const loadSchema = () => import('./idSchema.ts');

/** Starts loading the rules while the customer types, so the first submit does not wait. */
export const preloadIdRules = (): void => {
  void loadSchema().catch(() => undefined);
};

/**
 * The form's resolver: the zod rules arrive on first use, in their own chunk. A failed
 * load rejects, and the form reports it like any other failed submit.
 */
export const idResolver: Resolver<IdFormValues, unknown, IdDocument> = async (values) => {
  const { validateIdForm } = await loadSchema();
  return validateIdForm(values);
};
