import { z } from 'zod';
import { locales, TOKEN_RULE } from '../../routes.ts';
import { useCases, type UseCase } from './useCases.ts';

/** Brand slug in API paths; whether the brand exists is the server's decision (404). */
export const brandSlugSchema = z
  .string()
  .regex(/^[a-z0-9-]{1,40}$/)
  .describe('Brand slug, e.g. o2 or aldi.');

/** The token of an offer, IDV or customer link: the same rule the site's routes apply. */
export const tokenSchema = z
  .string()
  .regex(TOKEN_RULE)
  .describe('Link token: 16 to 256 characters of [A-Za-z0-9_-].');

/**
 * A termination has no link token: the browser creates a UUID when the form opens and
 * uses it for uploads, the submit and the PDF download, so a repeated submit of the same
 * form is recognised as the same request.
 */
export const terminationIdSchema = z
  .uuid()
  .describe('UUID the browser creates for one termination form; identical retries share it.');

export const isoDateSchema = z.iso.date().describe('Calendar date, ISO 8601 (YYYY-MM-DD).');

export const isoDateTimeSchema = z.iso
  .datetime({ offset: true })
  .describe('Point in time, ISO 8601 with offset.');

export const languageSchema = z.enum(locales).describe('Language of the site: de, en or tr.');

export const useCaseSchema = z
  .enum(useCases)
  .describe('Use case of the offer; Novum selects the text variants of the Novum entry page.');

export const phoneNumberSchema = z
  .string()
  .regex(/^\+?[0-9][0-9 /()-]{4,24}$/)
  .describe('Phone number as written, e.g. +49 176 12345678 or 089 787979400.');

export const emailSchema = z.email().max(254).describe('E-mail address.');

/** A maintenance window; the texts show it in the customer's language and Berlin time. */
export const downtimeSchema = z
  .object({
    from: isoDateTimeSchema.describe('Start of the maintenance window.'),
    to: isoDateTimeSchema.describe('Expected end of the maintenance window.'),
  })
  .describe('Maintenance window during which the service is unavailable.');

export const fieldErrorSchema = z
  .object({
    field: z
      .string()
      .describe('Dot path of the field in the request, e.g. personal.address.postalCode.'),
    code: z
      .string()
      .describe('Machine-readable reason; the site shows its own translated text for it.'),
    message: z.string().describe('English developer message; never shown to customers.'),
  })
  .describe('One invalid field of a request.');

/** The body of every failed call (SPEC §7): all fields optional, unknown ones ignored. */
export const errorBodySchema = z
  .object({
    code: z
      .string()
      .optional()
      .describe('Error code, e.g. OfferExpired or IDV_COMPLETED; the site maps it to a text.'),
    message: z.string().optional().describe('English developer message; never shown to customers.'),
    errors: z
      .array(fieldErrorSchema)
      .optional()
      .describe('Invalid fields; present when the request failed validation.'),
    offerUseCase: useCaseSchema.optional().describe('Use case of the offer the error concerns.'),
    downtime: downtimeSchema.optional().describe('Maintenance window, for Downtime errors.'),
    shopHotline: phoneNumberSchema
      .optional()
      .describe('Hotline the customer should call, for hotline errors.'),
    triesLeft: z
      .int()
      .nonnegative()
      .optional()
      .describe('InvalidCode: wrong one-time codes the offer still accepts before it locks.'),
    lockedUntil: isoDateTimeSchema
      .optional()
      .describe('TooManyRequests: no further try is accepted before this time.'),
    brand: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .optional()
      .describe(
        'OfferMismatch, IdvMismatch, TerminationMismatch: slug of the brand the offer, ' +
          'verification or termination belongs to (the site links to that brand).',
      ),
  })
  .describe('Body of every failed call.');

export type FieldError = z.infer<typeof fieldErrorSchema>;
export type ErrorBody = z.infer<typeof errorBodySchema>;
export type Downtime = z.infer<typeof downtimeSchema>;
export type { UseCase };
