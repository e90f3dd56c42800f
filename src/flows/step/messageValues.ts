import { z } from '../../api/contract/zod.ts';
import type { TextValues, Translate } from '../../i18n/translate.ts';

/** The values a field's messages are shown with (a date's name), in the page's words. */
export type FieldMessageValues = (t: Translate) => TextValues;

/**
 * Values by the rule that needs them: a zod issue carries only its message (a text key) to
 * the form, so what fills its `{{…}}` travels with the rule instead.
 */
const valuesOfRule = z.registry<{ values: FieldMessageValues }>();

/** `rule`, whose messages are shown with `values` (useFormStep fills them in). */
export function withMessageValues<T extends z.core.$ZodType>(
  rule: T,
  values: FieldMessageValues,
): T {
  valuesOfRule.add(rule, { values });
  return rule;
}

/** A form's fields: the shape of its object, also behind a pipe (a transform of the whole form). */
function fieldRules(schema: z.core.$ZodType): Record<string, z.core.$ZodType> {
  if (schema instanceof z.core.$ZodPipe) return fieldRules(schema._zod.def.in);
  if (schema instanceof z.core.$ZodObject) return schema._zod.def.shape;
  return {};
}

/** The message values of a form's fields whose rules carry them, by field name. */
export function messageValuesOf(schema: z.core.$ZodType): ReadonlyMap<string, FieldMessageValues> {
  const found = new Map<string, FieldMessageValues>();
  for (const [name, rule] of Object.entries(fieldRules(schema))) {
    const values = valuesOfRule.get(rule)?.values;
    if (values) found.set(name, values);
  }
  return found;
}
