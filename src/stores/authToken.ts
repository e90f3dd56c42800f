import type { AuthToken } from '../api/contract/auth.ts';
import { onDeviceClock } from '../api/client/serverClock.ts';
import { isoDateTimeSchema } from '../api/contract/common.ts';
import { z } from '../api/contract/zod.ts';
import { validatedAtom } from './validatedAtom.ts';

const storedTokenSchema = z.object({
  token: z.string().check(z.minLength(16)),
  expiresAt: isoDateTimeSchema,
});

export type StoredToken = z.infer<typeof storedTokenSchema>;

/** Its name in localStorage (the cookie page lists it). */
export const AUTH_TOKEN_STORAGE_KEY = 'authToken';

/** The bearer token from the login (SPEC §3, §6), kept across page loads until it expires. */
export const $authToken = validatedAtom(AUTH_TOKEN_STORAGE_KEY, storedTokenSchema);

/**
 * Keeps the API's answer to a login. Its end is kept as this device's clock will read it
 * (`onDeviceClock`, from the answer's `Date`): the token lives as long as the API says from
 * the answer's arrival, however wrong the device's clock is.
 */
export function setAuthToken(answer: Pick<AuthToken, 'token' | 'expiresAt'>): void {
  $authToken.set(
    storedTokenSchema.parse({ token: answer.token, expiresAt: onDeviceClock(answer.expiresAt) }),
  );
}

export function clearAuthToken(): void {
  $authToken.set(undefined);
}

/**
 * The token to send, or undefined when there is none or it has expired (the API would refuse
 * it). An expired one is removed from the device as it is found: nothing needs it any more.
 */
export function getValidToken(now: number = Date.now()): string | undefined {
  const stored = $authToken.get();
  if (!stored) return undefined;
  if (Date.parse(stored.expiresAt) > now) return stored.token;
  clearAuthToken();
  return undefined;
}
