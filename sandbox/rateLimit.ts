import type { Context } from 'hono';

/**
 * Abuse guard (issue 3): one client that keeps asking for unknown tokens is slowed down
 * with 429 instead of letting it enumerate tokens. Counts misses per client in a sliding
 * window; successful lookups do not count.
 */
export function missLimiter({ limit = 20, windowMs = 60_000, now = () => Date.now() } = {}) {
  const misses = new Map<string, number[]>();
  const clientOf = (c: Context) =>
    c.req.header('x-forwarded-for')?.split(',')[0]?.trim() || c.req.header('x-real-ip') || 'local';
  const recent = (client: string) => (misses.get(client) ?? []).filter((t) => now() - t < windowMs);
  return {
    /** True when the client has used up its misses; answer 429. */
    blocked(c: Context): boolean {
      return recent(clientOf(c)).length >= limit;
    },
    /** Record an unknown-token lookup. */
    miss(c: Context) {
      const client = clientOf(c);
      misses.set(client, [...recent(client), now()]);
    },
    reset() {
      misses.clear();
    },
  };
}
