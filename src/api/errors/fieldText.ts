import type { FieldError } from '../contract/common.ts';
import { isFieldErrorCode } from '../contract/fieldErrors.ts';
import type { TextKey } from '../../i18n/keys.ts';

/**
 * The text for one invalid field (`errors:field.<code>`); a code the site does not know reads
 * as 'invalid'. A module of its own: a form that shows only field errors (the termination, the
 * customer's details) then does not reach texts.ts, whose keys of every offer and
 * verification error its island's texts would otherwise carry (src/i18n/textUse.ts).
 */
export function fieldErrorTextKey(error: Pick<FieldError, 'code'>): TextKey {
  return `errors:field.${isFieldErrorCode(error.code) ? error.code : 'invalid'}`;
}
