import { z } from 'zod';
import { isoDateTimeSchema, tokenSchema } from './common.ts';

export const authCodeQuerySchema = z.object({
  code: z
    .string()
    .regex(/^[A-Za-z0-9_-]{4,256}$/)
    .describe('One-time code from the brand login redirect or typed by the customer.'),
  offer: tokenSchema
    .optional()
    .describe(
      'Token of the offer a typed code is for: wrong codes count against that offer ' +
        '(a few tries, then it is locked for a while).',
    ),
});

export const authTokenSchema = z
  .object({
    token: z.string().min(16).describe('Bearer token to send as Authorization: Bearer <token>.'),
    tokenType: z.literal('Bearer').describe('Always Bearer.'),
    expiresAt: isoDateTimeSchema.describe('The token is rejected after this time.'),
  })
  .describe('Bearer token for an offer.');

export type AuthToken = z.infer<typeof authTokenSchema>;
