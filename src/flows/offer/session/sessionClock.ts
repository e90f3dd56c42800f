/** How long before a login ends the customer is asked whether to stay (WCAG 2.2.1: at least 20 s). */
export const WARN_BEFORE_MS = 2 * 60_000;

export type SessionPhase = 'fresh' | 'ending' | 'expired';

/** Where a login that ends at `expiresAt` stands at `now`. */
export function sessionPhase(expiresAt: string, now: number): SessionPhase {
  const left = Date.parse(expiresAt) - now;
  if (left <= 0) return 'expired';
  return left <= WARN_BEFORE_MS ? 'ending' : 'fresh';
}

/** Milliseconds from `now` until the phase changes next; undefined once it has expired. */
export function untilNextPhase(expiresAt: string, now: number): number | undefined {
  const left = Date.parse(expiresAt) - now;
  if (left <= 0) return undefined;
  return left > WARN_BEFORE_MS ? left - WARN_BEFORE_MS : left;
}
