import type { Context } from 'hono';
import type { SandboxContext } from '../../context.ts';
import { fail } from '../../failure.ts';
import { backoffLimiter } from '../../rateLimit.ts';

/** Wrong one-time codes an offer takes… */
export const MAX_CODE_TRIES = 5;
/** …before it pauses for this long; each further pause doubles, until a new code is sent… */
export const CODE_PAUSE_MS = 60_000;
/** …up to this. */
export const CODE_PAUSE_MAX_MS = 15 * 60_000;
/** A new code (it ends the pause) at most this often per offer… */
export const NEW_CODE_INTERVAL_MS = 60_000;
/** …and this many an hour: each is an SMS, and each gives an attacker fresh tries. */
export const NEW_CODES_PER_HOUR = 5;
/** Wrong codes a client makes before it has to wait; then the wait doubles from 2 s to 15 min. */
export const CLIENT_FREE_TRIES = 5;

interface OfferTries {
  wrong: number;
  /** Pauses since the last new code: each is twice as long as the one before. */
  pauses: number;
  pausedUntil?: number;
  /** When new codes were sent, the last hour's. */
  sent: number[];
}

const HOUR_MS = 3_600_000;

const states = new WeakMap<SandboxContext, ReturnType<typeof createTries>>();

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

function createTries(ctx: SandboxContext) {
  const offers = new Map<string, OfferTries>();
  const now = () => ctx.now().getTime();
  const clients = backoffLimiter({ free: CLIENT_FREE_TRIES, now });
  const stateOf = (offer: string): OfferTries =>
    offers.get(offer) ?? { wrong: 0, pauses: 0, sent: [] };
  /** 429 until `until`; `counted`: this try was a wrong code that started the pause. */
  const tooMany = (until: number, message: string, counted = false): never =>
    fail(
      429,
      {
        code: 'TooManyRequests',
        message,
        lockedUntil: new Date(until).toISOString(),
        ...(counted ? { triesLeft: 0 } : {}),
      },
      { 'Retry-After': String(seconds(until - now())) },
    );
  const paused = (offer: string) => (stateOf(offer).pausedUntil ?? 0) > now();

  return {
    paused,
    /**
     * Answers 429 while the client has to wait after its wrong codes, or the offer pauses
     * after its own; neither counts as a try.
     */
    guard(offer: string, c: Context) {
      const clientAt = clients.allowedAt(c);
      if (clientAt > now()) tooMany(clientAt, 'Too many wrong codes from this client; wait.');
      const until = stateOf(offer).pausedUntil ?? 0;
      if (until > now())
        tooMany(until, 'Too many wrong codes for this offer; wait or ask for a new code.');
    },
    /**
     * Counts a wrong code against the offer and the client: 401 InvalidCode with the tries
     * the offer has left, or 429 when this try starts a pause. Either says in Retry-After
     * when the client may try again.
     */
    wrong(offer: string, c: Context): never {
      const clientAt = clients.fail(c);
      const state = stateOf(offer);
      const wrong = state.wrong + 1;
      if (wrong >= MAX_CODE_TRIES) {
        const pauses = state.pauses + 1;
        const until = now() + Math.min(CODE_PAUSE_MAX_MS, CODE_PAUSE_MS * 2 ** (pauses - 1));
        offers.set(offer, { ...state, wrong: 0, pauses, pausedUntil: until });
        return tooMany(
          Math.max(until, clientAt),
          'Too many wrong codes for this offer; wait or ask for a new code.',
          true,
        );
      }
      offers.set(offer, { ...state, wrong });
      return fail(
        401,
        {
          code: 'InvalidCode',
          message: 'The login code is unknown, used or expired.',
          triesLeft: MAX_CODE_TRIES - wrong,
        },
        { 'Retry-After': String(Math.max(0, Math.ceil((clientAt - now()) / 1000))) },
      );
    },
    /** A login: the offer's count starts afresh (the client's does not: it fades by itself). */
    succeeded(offer: string) {
      offers.delete(offer);
    },
    /** True when a new code may be sent now: not within a minute of the last, five an hour. */
    maySend(offer: string): boolean {
      const sent = stateOf(offer).sent.filter((t) => now() - t < HOUR_MS);
      const last = sent[sent.length - 1];
      return (
        sent.length < NEW_CODES_PER_HOUR &&
        (last === undefined || now() - last >= NEW_CODE_INTERVAL_MS)
      );
    },
    /** A new code was sent: the offer's wrong tries and pauses are over. */
    sent(offer: string) {
      const sent = [...stateOf(offer).sent.filter((t) => now() - t < HOUR_MS), now()];
      offers.set(offer, { wrong: 0, pauses: 0, sent });
    },
    clear() {
      offers.clear();
      clients.reset();
    },
  };
}

/**
 * Wrong one-time codes, counted per offer and per client. The offer pauses after a few
 * (a minute, doubling to 15 minutes while wrong codes go on), and a new code ends the
 * pause; the client waits longer after each wrong code beyond its first few. So a guesser
 * gets a handful of tries an hour, while the customer, after someone else's tries, logs in
 * when the pause is over or at once with a new code.
 */
export function codeTries(ctx: SandboxContext) {
  let tries = states.get(ctx);
  if (!tries) {
    tries = createTries(ctx);
    states.set(ctx, tries);
  }
  return tries;
}
