import type { Context } from 'hono';
import type { SandboxContext } from '../../context.ts';
import { fail } from '../../failure.ts';
import { backoffLimiter } from '../../rateLimit.ts';
import { CODE_TTL_MS } from './access.ts';

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

/** A browser a code was sent to: it may try while the offer pauses, until `until`. */
interface Registration {
  until: number;
  /** Its own wrong codes: at MAX_CODE_TRIES it waits for the pause like anyone. */
  wrong: number;
}

const HOUR_MS = 3_600_000;

const states = new WeakMap<SandboxContext, ReturnType<typeof createTries>>();

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

function createTries(ctx: SandboxContext) {
  const offers = new Map<string, OfferTries>();
  /** Per offer, the browsers its codes were sent to, by their cookie. */
  const browsers = new Map<string, Map<string, Registration>>();
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
  const lasts = (r: Registration) => r.until > now() && r.wrong < MAX_CODE_TRIES;
  const registrationOf = (offer: string, browser: string | undefined) => {
    const registration = browser === undefined ? undefined : browsers.get(offer)?.get(browser);
    return registration && lasts(registration) ? registration : undefined;
  };
  const invalidCode = (triesLeft: number, clientAt: number): never =>
    fail(
      401,
      {
        code: 'InvalidCode',
        message: 'The login code is unknown, used or expired.',
        triesLeft,
      },
      { 'Retry-After': String(Math.max(0, Math.ceil((clientAt - now()) / 1000))) },
    );

  return {
    paused,
    /**
     * Answers 429 while the client has to wait after its wrong codes, or the offer pauses
     * after its own, unless `browser` is one the code was sent to; neither counts as a try.
     */
    guard(offer: string, c: Context, browser?: string) {
      const clientAt = clients.allowedAt(c);
      if (clientAt > now()) tooMany(clientAt, 'Too many wrong codes from this client; wait.');
      const until = stateOf(offer).pausedUntil ?? 0;
      if (until > now() && !registrationOf(offer, browser))
        tooMany(until, 'Too many wrong codes for this offer; wait or ask for a new code.');
    },
    /**
     * Counts a wrong code against the offer, the client and the browser the code was sent
     * to, if it is that: 401 InvalidCode with the tries left (the browser's own while it may
     * try through a pause), or 429 when the offer pauses now. Either says in Retry-After
     * when the client may try again.
     */
    wrong(offer: string, c: Context, browser?: string): never {
      const clientAt = clients.fail(c);
      const registration = registrationOf(offer, browser);
      if (registration) registration.wrong += 1;
      const state = stateOf(offer);
      const wrong = state.wrong + 1;
      if (wrong >= MAX_CODE_TRIES) {
        const pauses = state.pauses + 1;
        const until = now() + Math.min(CODE_PAUSE_MAX_MS, CODE_PAUSE_MS * 2 ** (pauses - 1));
        offers.set(offer, { ...state, wrong: 0, pauses, pausedUntil: until });
      } else offers.set(offer, { ...state, wrong });
      if (registration && lasts(registration))
        return invalidCode(MAX_CODE_TRIES - registration.wrong, clientAt);
      const until = stateOf(offer).pausedUntil ?? 0;
      if (until > now())
        return tooMany(
          Math.max(until, clientAt),
          'Too many wrong codes for this offer; wait or ask for a new code.',
          true,
        );
      return invalidCode(MAX_CODE_TRIES - wrong, clientAt);
    },
    /**
     * A login: the offer's count and the browsers its codes were sent to start afresh (the
     * client's count does not: it fades by itself).
     */
    succeeded(offer: string) {
      offers.delete(offer);
      browsers.delete(offer);
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
    /**
     * A new code was sent to `browser`: the offer's wrong tries and pauses are over, and
     * that browser may try through a pause for as long as the code is valid. A browser an
     * earlier code went to keeps its time: the customer's stays, whoever asked for this code.
     */
    sent(offer: string, browser: string) {
      const sent = [...stateOf(offer).sent.filter((t) => now() - t < HOUR_MS), now()];
      offers.set(offer, { wrong: 0, pauses: 0, sent });
      const registered = new Map([...(browsers.get(offer) ?? [])].filter(([, r]) => lasts(r)));
      registered.set(browser, { until: now() + CODE_TTL_MS, wrong: 0 });
      browsers.set(offer, registered);
    },
    clear() {
      offers.clear();
      browsers.clear();
      clients.reset();
    },
  };
}

/**
 * Wrong one-time codes, counted per offer and per client. The offer pauses after a few
 * (a minute, doubling to 15 minutes while wrong codes go on), and a new code ends the
 * pause; the client waits longer after each wrong code beyond its first few. So a guesser
 * gets a handful of tries an hour. The pause holds for everyone but the browsers a code was
 * sent to (their cookie, while the code is valid, until five wrong codes of their own): the
 * customer, after someone else's tries, logs in at once in the browser that asked for the
 * code, however many addresses the stranger keeps the pause going from.
 */
export function codeTries(ctx: SandboxContext) {
  let tries = states.get(ctx);
  if (!tries) {
    tries = createTries(ctx);
    states.set(ctx, tries);
  }
  return tries;
}
