import { localeIso, type Locale } from '../../routes.ts';
import { ApiError, IdvError, OfferError, ValidationError } from './classes.ts';
import type { ApiCode } from './codes.ts';
import { RefusedRequestError } from './refused.ts';
import type { TextKey } from '../../i18n/keys.ts';

/**
 * Customer texts live in the `errors` namespace, keyed by code:
 * `errors:offer.<code>`, `errors:idv.<code>`, `errors:api.<code>`, `errors:request.<code>`
 * (refused.ts), each with a title and a text; `errors:downtime.window` states a maintenance
 * window; `errors:field.<code>` explains one invalid field (fieldText.ts). Texts are plain
 * strings rendered as text (React escapes them); what a server sends as message is never shown.
 */
export interface ErrorTextKeys {
  readonly title: TextKey;
  readonly text: TextKey;
  /** Present when the error carries a maintenance window. */
  readonly window?: TextKey;
}

/** A flow's own texts for its errors (offerTexts.ts, idvTexts.ts); undefined for any other error. */
export type FlowErrorTexts = (error: unknown) => { title: TextKey; text: TextKey } | undefined;

function titleAndText(error: unknown): { title: TextKey; text: TextKey } {
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

/**
 * The keys of the texts a customer sees for any thrown value: those of the flow's own errors
 * from `flow`, which the flow's screens name (offerTexts.ts, idvTexts.ts), so an island
 * carries the texts of its flow's errors only (src/i18n/textUse.ts reads the keys from the
 * code an island reaches).
 */
export function errorTextKey(error: unknown, flow: FlowErrorTexts): ErrorTextKeys {
  const keys = flow(error) ?? titleAndText(error);
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
