import { z } from 'zod';
import { isoDateTimeSchema, languageSchema, tokenSchema, useCaseSchema } from './common.ts';

/** Each status has its own page (SPEC §2, §4); main is the method selection. */
export const idvStatuses = [
  'main',
  'pending',
  'success',
  'failed',
  'expired',
  'consumed',
  'completed',
  'postIdent',
] as const;

export const idvStatusSchema = z
  .enum(idvStatuses)
  .describe(
    'main: choose a method; pending: verification in progress; success: verified; failed: ' +
      'verification failed; expired: link expired; consumed: offer already accepted; ' +
      'completed: nothing left to do; postIdent: waiting for the PostIdent visit.',
  );

export const idvMethods = ['eid', 'videoIdent', 'postIdent', 'photoIdent'] as const;

export const idvMethodSchema = z
  .enum(idvMethods)
  .describe(
    'eid: online ID card function; videoIdent: video call; postIdent: at a post office; ' +
      'photoIdent: photos of document and face.',
  );

export const idvSessionSchema = z
  .object({
    status: idvStatusSchema,
    useCase: useCaseSchema,
    language: languageSchema.describe('Language the provider pages use.'),
    expiresAt: isoDateTimeSchema.describe('The verification link is valid until then.'),
    method: idvMethodSchema.optional().describe('Method chosen last, if any.'),
    postIdentReference: z
      .string()
      .min(1)
      .optional()
      .describe('Reference number to show at the post office, for status postIdent.'),
  })
  .describe('Identity verification behind a link.');

export const idvMethodOptionSchema = z
  .object({
    method: idvMethodSchema,
    available: z.boolean().describe('The method can be started now.'),
    unavailableReason: z
      .enum(['outsideServiceHours', 'temporarilyUnavailable'])
      .optional()
      .describe('Why an unavailable method cannot be started now.'),
    durationMinutes: z.int().positive().optional().describe('Typical duration in minutes.'),
  })
  .describe('A verification method offered for this link.');

export const idvMethodListSchema = z
  .object({ methods: z.array(idvMethodOptionSchema).describe('Methods in display order.') })
  .describe('Verification methods of a link.');

export const idvTriggerSchema = z
  .object({ method: idvMethodSchema })
  .describe('Start of a verification method.');

export const idvTriggerResultSchema = z
  .object({
    method: idvMethodSchema,
    providerUrl: z.url().describe("The provider's page the customer is sent to."),
  })
  .describe('Started verification.');

export const idvParamsSchema = z.object({ id: tokenSchema.describe('Verification token.') });

export const idvLanguageQuerySchema = z.object({
  language: languageSchema.optional().describe('Language of the provider pages; default de.'),
});

export type IdvStatus = z.infer<typeof idvStatusSchema>;
export type IdvMethod = z.infer<typeof idvMethodSchema>;
export type IdvSession = z.infer<typeof idvSessionSchema>;
export type IdvMethodOption = z.infer<typeof idvMethodOptionSchema>;
export type IdvTriggerResult = z.infer<typeof idvTriggerResultSchema>;
