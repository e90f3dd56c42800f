import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';
import { fail } from './failure.ts';

/** `SANDBOX_TRUSTED_PROXIES`: proxies whose X-Forwarded-For is believed (default loopback). */
export const DEFAULT_TRUSTED_PROXIES = '127.0.0.0/8,::1';

const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

/** A test for "is this address one of the configured proxies?" from a comma-separated list. */
export function trustedProxies(
  list = process.env['SANDBOX_TRUSTED_PROXIES'] ?? DEFAULT_TRUSTED_PROXIES,
): (address: string) => boolean {
  const blocks = new BlockList();
  for (const entry of list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (!isIP(address)) throw new Error(`SANDBOX_TRUSTED_PROXIES: ${entry} is no address`);
    if (prefix === undefined) blocks.addAddress(address, type);
    else blocks.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    const ip = plain(address);
    const type = isIP(ip);
    return type !== 0 && blocks.check(ip, type === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * The client a request comes from: the connection's address, unless that is a trusted proxy
 * (the edge, nginx), whose X-Forwarded-For then names it: the nearest entry that is no proxy
 * itself. A request without a connection (in-process tests) counts as from loopback.
 */
export function clientOf(c: Context, trusted: (address: string) => boolean): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  const remote = env?.incoming?.socket?.remoteAddress;
  if (remote !== undefined && !trusted(remote)) return plain(remote);
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => plain(s.trim()))
    .filter((s) => isIP(s) !== 0);
  const client = forwarded.reverse().find((address) => !trusted(address));
  return client ?? (remote ? plain(remote) : 'local');
}

/**
 * The key a client is counted under in every per-client limit: its IPv4 address, or the
 * /64 network of its IPv6 address — one subscriber's line gets a /64 (RFC 6177), and every
 * address in it is theirs to use, so counting per /128 would give one host 2^64 clients.
 */
export function clientKeyOf(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head = '', tail] = address.split('%')[0]?.split('::') ?? [];
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const known = [...groups(head), ...groups(tail)];
  const all =
    tail === undefined
      ? known
      : [...groups(head), ...Array<string>(8 - known.length).fill('0'), ...groups(tail)];
  return `${all
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/** The client of a request as every per-client limit counts it (see clientKeyOf). */
export const clientKey = (c: Context, trusted: (address: string) => boolean): string =>
  clientKeyOf(clientOf(c, trusted));

/** 429 TooManyRequests, with Retry-After in seconds. */
const tooMany = (seconds: number, message: string): never =>
  fail(429, { code: 'TooManyRequests', message }, { 'Retry-After': String(seconds) });

/** Seconds until the oldest of the last `limit` events leaves the window; undefined: now. */
function retryAfter(times: number[], limit: number, windowMs: number, now: number) {
  if (times.length < limit) return undefined;
  const oldest = times[times.length - limit] ?? now;
  return Math.max(1, Math.ceil((oldest + windowMs - now) / 1000));
}

/**
 * The times of each client's recent events (misses, wrong codes), those within `windowMs`.
 * At most `maxClients` are remembered: the ones quiet the longest are forgotten first.
 */
function clientEvents(windowMs: number, maxClients: number, now: () => number) {
  const events = new Map<string, number[]>();
  const recent = (client: string) => (events.get(client) ?? []).filter((t) => now() - t < windowMs);
  return {
    recent,
    /** Records an event now; answers the client's recent events, this one last. */
    record(client: string): number[] {
      const times = [...recent(client), now()];
      events.delete(client);
      events.set(client, times);
      // Map order is insertion order: the first keys are the clients quiet the longest.
      for (const key of events.keys()) {
        if (events.size <= maxClients) break;
        events.delete(key);
      }
      return times;
    },
    clear: () => events.clear(),
  };
}

export interface MissLimiterOptions {
  limit?: number;
  windowMs?: number;
  now?: () => number;
  trusted?: (address: string) => boolean;
  /** Clients remembered at most; the quietest are forgotten first. */
  maxClients?: number;
  /** The refusal's message, with `{s}` for the seconds to wait. */
  message?: string;
}

/**
 * Abuse guard: a client that keeps asking for unknown tokens gets 429 with Retry-After
 * until its oldest miss leaves the sliding window, instead of enumerating tokens (or, with
 * another `message`, that keeps doing anything else counted per client). Counted
 * per client address (see clientOf), so one guesser never blocks anyone else; successful
 * lookups do not count.
 */
export function missLimiter({
  limit = 20,
  windowMs = 60_000,
  now = () => Date.now(),
  trusted = trustedProxies(),
  maxClients = 10_000,
  message = 'Too many unknown links; try again in {s} s.',
}: MissLimiterOptions = {}) {
  const misses = clientEvents(windowMs, maxClients, now);
  /** Seconds until the client may try again, or undefined when it may now. */
  const waitFor = (c: Context): number | undefined =>
    retryAfter(misses.recent(clientKey(c, trusted)), limit, windowMs, now());
  return {
    waitFor,
    /** Answers 429 TooManyRequests with Retry-After while the client has used up its misses. */
    guard(c: Context) {
      const seconds = waitFor(c);
      if (seconds !== undefined) tooMany(seconds, message.replace('{s}', String(seconds)));
    },
    /** Record an unknown-token lookup. */
    miss(c: Context) {
      misses.record(clientKey(c, trusted));
    },
    reset: misses.clear,
  };
}

export interface BackoffOptions {
  /** Failures a client makes without any wait… */
  free?: number;
  /** …then the first wait, doubling with each further failure… */
  firstDelayMs?: number;
  /** …up to this. */
  maxDelayMs?: number;
  /** Failures older than this are forgotten. */
  windowMs?: number;
  now?: () => number;
  trusted?: (address: string) => boolean;
  maxClients?: number;
}

/**
 * Growing waits per client: the first few failures cost nothing (a customer's typos), each
 * further one doubles the wait before the next try, up to a ceiling; an hour without a
 * failure forgets them. Per client address (see clientOf), so one client's tries never
 * slow another down.
 */
export function backoffLimiter({
  free = 5,
  firstDelayMs = 2000,
  maxDelayMs = 15 * 60_000,
  windowMs = 3_600_000,
  now = () => Date.now(),
  trusted = trustedProxies(),
  maxClients = 10_000,
}: BackoffOptions = {}) {
  const failures = clientEvents(windowMs, maxClients, now);
  /** When the client may try next (ms since epoch), after these recent failures. */
  const after = (times: number[]): number => {
    const last = times[times.length - 1];
    if (last === undefined || times.length <= free) return 0;
    return last + Math.min(maxDelayMs, firstDelayMs * 2 ** (times.length - free - 1));
  };
  return {
    /** Milliseconds since epoch from which the client may try again (0: now). */
    allowedAt: (c: Context) => after(failures.recent(clientKey(c, trusted))),
    /** Records a failure; answers when the client may try again. */
    fail: (c: Context): number => after(failures.record(clientKey(c, trusted))),
    reset: failures.clear,
  };
}
