import type { z } from '../../api/contract/zod.ts';
import type { TextValues, Translate } from '../../i18n/translate.ts';

/** The values a field's messages are shown with (a date's name), in the page's words. */
export type FieldMessageValues = (t: Translate) => TextValues;

/**
 * The values of a rule's messages, by the rule (`valuesOfRule.set(rule, values)`): a zod
 * issue carries only its message (a text key) to the form, so what fills its `{{…}}`
 * travels with the rule instead, and the form step fills it in. (A WeakMap rather than a zod
 * registry: the registry would add its code to every form step's first load.)
 */
export const valuesOfRule = new WeakMap<z.core.$ZodType, FieldMessageValues>();

/**
 * The message values of a form's field (`birthDate`) when its rule carries them: a field
 * of the form's object, also behind a pipe (a transform of the whole form).
 */
export function messageValuesOf(
  schema: z.core.$ZodType,
  field: string,
): FieldMessageValues | undefined {
  // A pipe's definition names what goes in, an object's its shape.
  const { in: input, shape } = schema._zod.def as {
    in?: z.core.$ZodType;
    shape?: Record<string, z.core.$ZodType>;
  };
  if (input) return messageValuesOf(input, field);
  const rule = shape?.[field];
  return rule && valuesOfRule.get(rule);
}
