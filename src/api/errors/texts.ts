import type { FieldError } from '../contract/common.ts';
import { isFieldErrorCode } from '../contract/fieldErrors.ts';
import { localeIso, type Locale } from '../../routes.ts';
import { ApiError, IdvError, OfferError, ValidationError } from './classes.ts';
import type { ApiCode } from './codes.ts';
import { RefusedRequestError } from './refused.ts';
import type { TextKey } from '../../i18n/keys.ts';

/**
 * Customer texts live in the `errors` namespace, keyed by code:
 * `errors:offer.<code>`, `errors:idv.<code>`, `errors:api.<code>`, `errors:request.<code>`
 * (refused.ts), each with a title and a text; `errors:downtime.window` states a maintenance window; `errors:field.<code>` explains
 * one invalid field. Texts are plain strings rendered as text (React escapes them); what a
 * server sends as message is never shown.
 */
export interface ErrorTextKeys {
  readonly title: TextKey;
  readonly text: TextKey;
  /** Present when the error carries a maintenance window. */
  readonly window?: TextKey;
}

function titleAndText(error: unknown): { title: TextKey; text: TextKey } {
  if (error instanceof OfferError)
    return { title: `errors:offer.${error.code}.title`, text: `errors:offer.${error.code}.text` };
  if (error instanceof IdvError)
    return { title: `errors:idv.${error.code}.title`, text: `errors:idv.${error.code}.text` };
  if (error instanceof RefusedRequestError)
    return {
      title: `errors:request.${error.code}.title`,
      text: `errors:request.${error.code}.text`,
    };
  const code: ApiCode =
    error instanceof ValidationError
      ? 'ValidationFailed'
      : error instanceof ApiError
        ? 'ApiError'
        : 'Unexpected';
  return { title: `errors:api.${code}.title`, text: `errors:api.${code}.text` };
}

/** The keys of the texts a customer sees for any thrown value. */
export function errorTextKey(error: unknown): ErrorTextKeys {
  const keys = titleAndText(error);
  return downtimeOf(error) ? { ...keys, window: 'errors:downtime.window' } : keys;
}

function downtimeOf(error: unknown) {
  return error instanceof OfferError || error instanceof IdvError ? error.downtime : undefined;
}

/**
 * Values for the placeholders: `hotline` (the shop hotline of the offer or the
 * verification's answer, else the brand's) and,
 * with a maintenance window, `from` and `to` in the page language and German time.
 */
export function errorTextValues(
  error: unknown,
  options: { locale: Locale; hotline: string },
): Record<string, string> {
  const hotline =
    ((error instanceof OfferError || error instanceof IdvError) && error.shopHotline) ||
    options.hotline;
  const downtime = downtimeOf(error);
  if (!downtime) return { hotline };
  const format = new Intl.DateTimeFormat(localeIso[options.locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  });
  return {
    hotline,
    from: format.format(new Date(downtime.from)),
    to: format.format(new Date(downtime.to)),
  };
}

/** The text for one invalid field; a code the site does not know reads as 'invalid'. */
export function fieldErrorTextKey(error: Pick<FieldError, 'code'>): TextKey {
  return `errors:field.${isFieldErrorCode(error.code) ? error.code : 'invalid'}`;
}
