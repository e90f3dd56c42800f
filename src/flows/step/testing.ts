import type { FieldValues } from 'react-hook-form';
import { vi } from 'vitest';
import { z } from '../../api/contract/zod.ts';
import type { StepOutcome } from './formStep.ts';

/**
 * The message per field path (`birthDate.day`), as a form shows them under its fields, in
 * the order the schema reports them; none when the values pass. For tests; not shipped.
 */
export function fieldMessages(
  schema: Parameters<typeof z.safeParse>[0],
  values: unknown,
): Record<string, string> {
  const result = z.safeParse(schema, values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

/** A step's send that the API answers by refusing these fields. */
export function refusingSend<V extends FieldValues>(
  errors: Extract<StepOutcome<V>, { kind: 'invalid' }>['errors'],
) {
  return vi.fn(() => Promise.resolve<StepOutcome<V>>({ kind: 'invalid', errors }));
}
