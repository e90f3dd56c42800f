import { isoDateTimeSchema, tokenSchema } from './common.ts';
import { describe, z } from './zod.ts';

/** A login code, typed from the SMS or handed over by the brand login, is valid this long. */
export const LOGIN_CODE_MINUTES = 10;

/**
 * Hours a login lasts at most from the code it began with: a bearer token renews itself
 * while the customer is active, never beyond this; then they log in again (ASVS 7.3.2).
 */
export const LOGIN_SESSION_MAX_HOURS = 8;

/**
 * The HttpOnly cookie naming the browser a one-time code was sent to (set by the offer check
 * that sends the code, for as long as the code is valid): while strangers' wrong codes pause
 * the offer, that browser may still try, so a stranger cannot keep the customer out.
 */
export const OTP_BROWSER_COOKIE = 'otp-browser';

export const authCodeQuerySchema = z.object({
  code: describe(
    z.string().check(z.regex(/^[A-Za-z0-9_-]{4,256}$/)),
    'One-time code from the brand login redirect or typed by the customer.',
  ),
  offer: describe(
    tokenSchema,
    'Token of the offer the code was issued for; a code is taken only with its offer. Wrong ' +
      'codes count against the offer (a few tries, then a short pause; a new code ends it) ' +
      'and against the client (growing waits); every refusal says in Retry-After when to try ' +
      "again. While the offer pauses after strangers' wrong codes, only the browser the code " +
      `was sent to (its ${OTP_BROWSER_COOKIE} cookie) may try, a few times.`,
  ),
});

export const authRenewQuerySchema = z.object({
  offer: describe(tokenSchema, 'Token of the offer the bearer token was issued for.'),
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
