import { isoDateTimeSchema, tokenSchema } from './common.ts';
import { describe, z } from './zod.ts';

export const authCodeQuerySchema = z.object({
  code: describe(
    z.string().check(z.regex(/^[A-Za-z0-9_-]{4,256}$/)),
    'One-time code from the brand login redirect or typed by the customer.',
  ),
  offer: describe(
    tokenSchema,
    'Token of the offer the code was issued for; a code is taken only with its offer. Wrong ' +
      'codes count against the offer (a few tries, then a short pause; a new code ends it) ' +
      'and against the client (growing waits); every refusal says in Retry-After when to try again.',
  ),
});

export const authTokenSchema = describe(
  z.object({
    token: describe(
      z.string().check(z.minLength(16)),
      'Bearer token to send as Authorization: Bearer <token>.',
    ),
    tokenType: describe(z.literal('Bearer'), 'Always Bearer.'),
    expiresAt: describe(isoDateTimeSchema, 'The token is rejected after this time.'),
  }),
  'Bearer token for an offer.',
);

export type AuthToken = z.infer<typeof authTokenSchema>;
