import { brandSlugSchema, isoDateTimeSchema, tokenSchema } from './common.ts';
import { describe, z } from './zod.ts';

export const declineMailQuerySchema = z.object({
  token: describe(tokenSchema, 'Token from the e-mail link.'),
  brand: describe(
    z.optional(brandSlugSchema),
    "Brand the e-mail link names. Not what binds the call: the e-mail must belong to the site's " +
      'brand (X-Brand, set by the edge), else 409 BrandMismatch names its brand.',
  ),
});

export const declineMailResultSchema = describe(
  z.object({
    result: describe(
      z.enum(['declined', 'alreadyDeclined']),
      'declined: done now; alreadyDeclined: an earlier request did it.',
    ),
    declinedAt: describe(
      z.optional(isoDateTimeSchema),
      'When the e-mail was declined (now, or by the earlier request).',
    ),
  }),
  'Result of declining an e-mail.',
);

export const declineMailStateSchema = describe(
  z.object({
    declinedAt: describe(
      z.optional(isoDateTimeSchema),
      'When the e-mail was declined; absent while it stands.',
    ),
  }),
  'Whether an e-mail is declined. Reading it declines nothing: mail scanners open links.',
);

export const novumEntryQuerySchema = z.object({
  id: describe(tokenSchema, 'Id from the Novum campaign link.'),
});

export const novumEntrySchema = describe(
  z.object({
    token: describe(tokenSchema, 'Offer token to continue with at /angebot/{token}.'),
    useCase: describe(z.literal('Novum'), 'Use case the site stores to select its texts.'),
  }),
  'Offer behind a Novum entry link.',
);

export type DeclineMailResult = z.infer<typeof declineMailResultSchema>;
export type DeclineMailState = z.infer<typeof declineMailStateSchema>;
export type NovumEntry = z.infer<typeof novumEntrySchema>;
