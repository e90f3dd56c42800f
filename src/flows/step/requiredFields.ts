import { z } from '../../api/contract/zod.ts';

/** The form's values with nothing typed or chosen: empty texts, unticked boxes, no files. */
export function blank(values: unknown): unknown {
  if (typeof values === 'string') return '';
  if (typeof values === 'boolean') return false;
  if (Array.isArray(values)) return [];
  if (typeof values === 'object' && values !== null)
    return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, blank(value)]));
  return values;
}

/**
 * The message of a field's own required rule: `ns:errors.<field>.required`, or
 * `ns:….errors.required` in a form of one field. `ns:errors.contract.required` at the phone
 * number is a rule about three fields, and names none of them.
 */
const isOwnRequired = (message: string, field: string) => {
  const before = /\.(\w+)\.required$/.exec(message)?.[1];
  return before === field || before === 'errors';
};

/**
 * The fields a form's schema requires, found by its rules rather than written down beside
 * them (SPEC: a field counts as required if its schema carries a required rule): the form
 * with nothing filled in is checked once, and each field whose own "required" message comes
 * back is required. A rule that asks for one of several fields ("a phone, customer or
 * contract number") names none of them, and a field required only after another answer
 * (the reason of an extraordinary termination) is not required on an empty form.
 */
export function requiredFields(schema: z.core.$ZodType, values: unknown): ReadonlySet<string> {
  const result = z.safeParse(schema, blank(values));
  const fields = new Set<string>();
  if (result.success) return fields;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && isOwnRequired(issue.message, field)) fields.add(field);
  }
  return fields;
}
