import { plainTextOf } from '../../api/contract/common.ts';
import { z } from '../../api/contract/zod.ts';
import type { TextKey } from '../../i18n/keys.ts';

export interface TextRule {
  /**
   * The contract's schema of the field: what passes here passes the API, and what it makes
   * of the text (a reference's typographic dashes read as `-`) is what is sent.
   */
  rule: z.core.$ZodType<string | undefined, string | undefined>;
  /** The message (text key) when nothing is typed; absent for an optional field. */
  required?: TextKey;
  /** The message of any broken rule but the length. */
  format: TextKey;
  /** The message when it is too long, if it has its own. */
  tooLong?: TextKey;
  /**
   * Tidies what was typed before the rule sees it (spaces in a postcode), after every
   * field's own tidying: on one line, without hidden characters (`plainTextOf`).
   */
  normalise?: (value: string) => string;
}

/**
 * A typed text field: trimmed and tidied, then the contract's rule, each broken rule with
 * the field's own message (GOV.UK: say what is wrong with this field, in its words). A line
 * break or a zero-width space pasted with a name is tidied away, not refused.
 */
export function textField({ rule, required, format, tooLong, normalise = (v) => v }: TextRule) {
  return z.pipe(
    z.string(),
    z.transform((typed: string, ctx) => {
      const value = normalise(plainTextOf(typed));
      if (value === '') {
        if (required) ctx.issues.push({ code: 'custom', message: required, input: typed });
        return value;
      }
      const result = z.safeParse(rule, value);
      if (!result.success) {
        const long = result.error.issues.some((issue) => issue.code === 'too_big');
        const message = long && tooLong ? tooLong : format;
        ctx.issues.push({ code: 'custom', message, input: typed });
        return value;
      }
      return result.data ?? value;
    }),
  );
}

/**
 * A code copied from a letter or an SMS, where it is printed in groups: the spaces typed
 * with it are not part of it. `required` is the message when nothing is typed.
 */
export const codeField = (required: TextKey, ...checks: z.core.$ZodCheck<string>[]) =>
  z.string().check(
    z.overwrite((typed: string) => typed.replace(/\s+/g, '')),
    z.minLength(1, required),
    ...checks,
  );
