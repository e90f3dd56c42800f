import { locales, TOKEN_RULE } from '../../routes.ts';
import { PHONE_NUMBER_RULE } from './phoneNumber.ts';
import { useCases, type UseCase } from './useCases.ts';
import { describe, onFirstUse, z } from './zod.ts';

/** Brand slug in API paths; whether the brand exists is the server's decision (404). */
export const brandSlugSchema = describe(
  z.string().check(z.regex(/^[a-z0-9-]{1,40}$/)),
  'Brand slug, e.g. o2 or aldi.',
);

/** The token of an offer, IDV or customer link: the same rule the site's routes apply. */
export const tokenSchema = describe(
  z.string().check(z.regex(TOKEN_RULE)),
  'Link token: 16 to 256 characters of [A-Za-z0-9_-].',
);

/**
 * A termination has no link token: the browser creates a UUID when the form opens and
 * uses it for uploads, the submit and the PDF download, so a repeated submit of the same
 * form is recognised as the same request.
 */
export const terminationIdSchema = describe(
  z.uuid(),
  'UUID the browser creates for one termination form; identical retries share it.',
);

export const isoDateSchema = describe(z.iso.date(), 'Calendar date, ISO 8601 (YYYY-MM-DD).');

export const isoDateTimeSchema = describe(
  z.iso.datetime({ offset: true }),
  'Point in time, ISO 8601 with offset.',
);

export const languageSchema = describe(z.enum(locales), 'Language of the site: de, en or tr.');

export const useCaseSchema = describe(
  z.enum(useCases),
  'Use case of the offer; Novum selects the text variants of the Novum entry page.',
);

export const phoneNumberSchema = describe(
  z.string().check(z.regex(PHONE_NUMBER_RULE)),
  'Phone number as written, e.g. +49 176 12345678 or 089 787979400.',
);

/**
 * An e-mail address: a local part as zod's practical rule has it, and a domain whose
 * labels may be written in any script (`anna@müller-bäckerei.de`, IDNA) or as their
 * A-labels (`xn--mller-bckerei-…`); the mail server looks it up as the latter.
 */
const EMAIL = onFirstUse(
  () =>
    /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[\p{L}\p{N}](?:[\p{L}\p{M}\p{N}-]*[\p{L}\p{M}\p{N}])?\.)+(?:\p{L}[\p{L}\p{M}]+|xn--[a-z0-9-]+)$/u,
);

export const emailSchema = describe(
  z.email({ pattern: EMAIL }).check(z.maxLength(254)),
  'E-mail address; the domain may be internationalised (IDNA).',
);

/**
 * What no free text may hold: control characters (line breaks, tabs, NUL), invisible
 * formatting (U+202E turns „…fdp.exe“ into „…exe.pdf“; zero-width characters) and line
 * or paragraph separators — each lets a value pose as more lines of a receipt or a mail.
 */
const HIDDEN_CLASSES = String.raw`\p{Cc}\p{Cf}\p{Zl}\p{Zp}`;
const HIDDEN = onFirstUse(() => new RegExp(`[${HIDDEN_CLASSES}]`, 'gu'));

/** Text without what `HIDDEN` finds. */
const VISIBLE = onFirstUse(() => new RegExp(`^[^${HIDDEN_CLASSES}]*$`, 'u'));

/**
 * Free text a customer types (a name, a reason), between `min` and `max` characters,
 * without hidden characters (`HIDDEN`): refused with a field error, never stored.
 */
export const plainTextSchema = (min: number, max: number) =>
  z
    .string()
    .check(
      z.minLength(min),
      z.maxLength(max),
      z.regex(VISIBLE, 'No control or invisible characters.'),
    );

/**
 * Typed text as the site sends it: line breaks, tabs and separators become spaces, other
 * hidden characters go, runs of spaces become one; what the customer sees stays.
 */
export const plainTextOf = (typed: string): string =>
  typed
    .replace(/[\t\n\v\f\r\u0085\p{Zl}\p{Zp}]+/gu, ' ')
    .replace(HIDDEN, '')
    .replace(/ {2,}/g, ' ')
    .trim();

/** A maintenance window; the texts show it in the customer's language and Berlin time. */
export const downtimeSchema = describe(
  z.object({
    from: describe(isoDateTimeSchema, 'Start of the maintenance window.'),
    to: describe(isoDateTimeSchema, 'Expected end of the maintenance window.'),
  }),
  'Maintenance window during which the service is unavailable.',
);

export const fieldErrorSchema = describe(
  z.object({
    field: describe(
      z.string(),
      'Dot path of the field in the request, e.g. personal.address.postalCode.',
    ),
    code: describe(
      z.string(),
      'Machine-readable reason; the site shows its own translated text for it.',
    ),
    message: describe(z.string(), 'English developer message; never shown to customers.'),
  }),
  'One invalid field of a request.',
);

/** The body of every failed call (SPEC §7): all fields optional, unknown ones ignored. */
export const errorBodySchema = describe(
  z.object({
    code: describe(
      z.optional(z.string()),
      'Error code, e.g. OfferExpired or IDV_COMPLETED; the site maps it to a text.',
    ),
    message: describe(
      z.optional(z.string()),
      'English developer message; never shown to customers.',
    ),
    errors: describe(
      z.optional(z.array(fieldErrorSchema)),
      'Invalid fields; present when the request failed validation.',
    ),
    offerUseCase: describe(z.optional(useCaseSchema), 'Use case of the offer the error concerns.'),
    downtime: describe(z.optional(downtimeSchema), 'Maintenance window, for Downtime errors.'),
    shopHotline: describe(
      z.optional(phoneNumberSchema),
      'Hotline the customer should call, for hotline errors.',
    ),
    triesLeft: describe(
      z.optional(z.int().check(z.nonnegative())),
      'InvalidCode: wrong one-time codes the offer still accepts before it locks.',
    ),
    lockedUntil: describe(
      z.optional(isoDateTimeSchema),
      'TooManyRequests: no further try is accepted before this time.',
    ),
    brand: describe(
      z.optional(z.string().check(z.regex(/^[a-z0-9-]+$/))),
      'OfferMismatch, IdvMismatch, TerminationMismatch, WithdrawalMismatch, BrandMismatch: ' +
        'slug of the brand the call concerns, when the site it came from is another ' +
        "brand's (the site links to that brand).",
    ),
  }),
  'Body of every failed call.',
);

export type FieldError = z.infer<typeof fieldErrorSchema>;
export type ErrorBody = z.infer<typeof errorBodySchema>;
export type Downtime = z.infer<typeof downtimeSchema>;
export type { UseCase };
