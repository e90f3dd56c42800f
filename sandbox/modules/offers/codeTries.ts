import type { SandboxContext } from '../../context.ts';
import { fail } from '../../contractRoute.ts';

/** Wrong one-time codes an offer accepts… */
export const MAX_CODE_TRIES = 5;
/** …before it takes no code at all for this long. */
export const CODE_LOCK_MS = 15 * 60_000;

interface Tries {
  wrong: number;
  lockedUntil?: number;
}

const states = new WeakMap<SandboxContext, Map<string, Tries>>();

/**
 * Wrong one-time codes per offer: a few tries, then the offer is locked for a while (no
 * code is taken, the right one neither), so a six-digit code cannot be guessed. The error
 * bodies say how many tries are left and until when the offer is locked.
 */
export function codeTries(ctx: SandboxContext) {
  let tries = states.get(ctx);
  if (!tries) {
    tries = new Map();
    states.set(ctx, tries);
  }
  const map = tries;
  const now = () => ctx.now().getTime();
  const locked = (until: number): never => {
    const seconds = Math.max(1, Math.ceil((until - now()) / 1000));
    return fail(
      429,
      {
        code: 'TooManyRequests',
        message: 'Too many wrong codes for this offer; try again later.',
        lockedUntil: new Date(until).toISOString(),
      },
      { 'Retry-After': String(seconds) },
    );
  };
  return {
    /** Answers 429 while the offer is locked. */
    guard(offer: string) {
      const until = map.get(offer)?.lockedUntil;
      if (until !== undefined && until > now()) locked(until);
    },
    /** Counts a wrong code: 401 InvalidCode with the tries left, or 429 once they are used up. */
    wrong(offer: string): never {
      const current = map.get(offer);
      const wrong = (current?.lockedUntil !== undefined ? 0 : (current?.wrong ?? 0)) + 1;
      if (wrong >= MAX_CODE_TRIES) {
        const until = now() + CODE_LOCK_MS;
        map.set(offer, { wrong: 0, lockedUntil: until });
        return locked(until);
      }
      map.set(offer, { wrong });
      return fail(401, {
        code: 'InvalidCode',
        message: 'The login code is unknown, used or expired.',
        triesLeft: MAX_CODE_TRIES - wrong,
      });
    },
    succeeded(offer: string) {
      map.delete(offer);
    },
    clear() {
      map.clear();
    },
  };
}
