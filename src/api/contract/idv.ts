import { isoDateTimeSchema, languageSchema, tokenSchema, useCaseSchema } from './common.ts';
import { describe, z } from './zod.ts';

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

export const idvStatusSchema = describe(
  z.enum(idvStatuses),
  'main: choose a method; pending: verification in progress; success: verified; failed: ' +
    'verification failed; expired: link expired; consumed: offer already accepted; ' +
    'completed: nothing left to do; postIdent: waiting for the PostIdent visit.',
);

export const idvMethods = ['eid', 'videoIdent', 'postIdent', 'photoIdent'] as const;

export const idvMethodSchema = describe(
  z.enum(idvMethods),
  'eid: online ID card function; videoIdent: video call; postIdent: at a post office; ' +
    'photoIdent: photos of document and face.',
);

export const idvSessionSchema = describe(
  z.object({
    status: idvStatusSchema,
    useCase: useCaseSchema,
    language: describe(languageSchema, 'Language the provider pages use.'),
    expiresAt: describe(isoDateTimeSchema, 'The verification link is valid until then.'),
    method: describe(z.optional(idvMethodSchema), 'Method chosen last, if any.'),
    postIdentReference: describe(
      z.optional(z.string().check(z.minLength(1))),
      'Reference number to show at the post office, for status postIdent.',
    ),
  }),
  'Identity verification behind a link.',
);

const clockTimeSchema = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/));

export const serviceHoursSchema = describe(
  z.object({
    weekdays: describe(
      z.array(z.int().check(z.gte(1), z.lte(7))).check(z.minLength(1)),
      'ISO weekdays the method can start on, 1 Monday … 7 Sunday.',
    ),
    from: describe(clockTimeSchema, 'Opening time, HH:MM German time.'),
    to: describe(clockTimeSchema, 'Closing time, HH:MM German time.'),
  }),
  'When a method staffed by people can be started, in German time.',
);

export const idvMethodOptionSchema = describe(
  z.object({
    method: idvMethodSchema,
    available: describe(z.boolean(), 'The method can be started now.'),
    unavailableReason: describe(
      z.optional(z.enum(['outsideServiceHours', 'temporarilyUnavailable'])),
      'Why an unavailable method cannot be started now.',
    ),
    availableFrom: describe(
      z.optional(isoDateTimeSchema),
      'When an unavailable method can be started again, if known.',
    ),
    serviceHours: describe(
      z.optional(serviceHoursSchema),
      'Service hours, for a method that can only start within them.',
    ),
    durationMinutes: describe(
      z.optional(z.int().check(z.positive())),
      'Typical duration in minutes.',
    ),
  }),
  'A verification method offered for this link.',
);

export const idvMethodListSchema = describe(
  z.object({ methods: describe(z.array(idvMethodOptionSchema), 'Methods in display order.') }),
  'Verification methods of a link.',
);

export const idvTriggerSchema = describe(
  z.object({ method: idvMethodSchema }),
  'Start of a verification method.',
);

export const idvTriggerResultSchema = describe(
  z.object({
    method: idvMethodSchema,
    providerUrl: describe(z.url(), "The provider's page the customer is sent to."),
  }),
  'Started verification.',
);

export const idvParamsSchema = z.object({ id: describe(tokenSchema, 'Verification token.') });

export const idvLanguageQuerySchema = z.object({
  language: describe(z.optional(languageSchema), 'Language of the provider pages; default de.'),
});

export type IdvStatus = z.infer<typeof idvStatusSchema>;
export type IdvMethod = z.infer<typeof idvMethodSchema>;
export type IdvSession = z.infer<typeof idvSessionSchema>;
export type IdvMethodOption = z.infer<typeof idvMethodOptionSchema>;
export type ServiceHours = z.infer<typeof serviceHoursSchema>;
export type IdvTriggerResult = z.infer<typeof idvTriggerResultSchema>;
