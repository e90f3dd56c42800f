import type { AuthToken } from '../api/contract/auth.ts';
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

export function setAuthToken(answer: Pick<AuthToken, 'token' | 'expiresAt'>): void {
  $authToken.set(storedTokenSchema.parse({ token: answer.token, expiresAt: answer.expiresAt }));
}

export function clearAuthToken(): void {
  $authToken.set(undefined);
}

/** The token to send, or undefined when there is none or it has expired (the API would refuse it). */
export function getValidToken(now: number = Date.now()): string | undefined {
  const stored = $authToken.get();
  if (!stored) return undefined;
  return Date.parse(stored.expiresAt) > now ? stored.token : undefined;
}
