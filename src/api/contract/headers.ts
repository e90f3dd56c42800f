import { describe, z } from './zod.ts';

/** Random UUID of the browser session, kept in a cookie for 30 days (SPEC §7). */
export const TRACE_ID_HEADER = 'X-Trace-Id';

/**
 * Slug of the brand whose site the request comes from, written by the edge (or nginx, or
 * the dev server) from the host it served, never by the browser. The API refuses a call
 * bound to another brand with the mismatch code of its access rule (`access.ts`), the
 * owning brand's slug in `brand`, so a link never opens under the wrong brand.
 */
export const BRAND_HEADER = 'X-Brand';

/** Same key, same body: the server answers with the first result instead of ordering twice. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Header names in lower case, as HTTP/2 and Hono's header validation see them. */
export const idempotencyHeadersSchema = z.object({
  'idempotency-key': describe(
    z.optional(z.uuid()),
    'UUID of one accept attempt; a retry with the same key replays the first result.',
  ),
});
