import type { Context } from 'hono';
import { uploadRules } from '../../../src/api/contract/uploads.ts';
import type { SandboxContext } from '../../context.ts';
import { fail } from '../../contractRoute.ts';
import { clientKey, missLimiter, trustedProxies } from '../../rateLimit.ts';
import { terminationTables } from './store.ts';

/** Seconds a client with files still being checked is told to wait. */
const AT_ONCE_RETRY_S = 5;
/** Seconds until space may be free again when the disk quota is used up. */
const FULL_RETRY_S = 3600;
/** How long a kept file counts against its client's share: as long as the sandbox keeps it. */
const SHARE_MS = uploadRules.unsentHours * 3_600_000;

/**
 * What one client may upload (src/api/contract/uploads.ts), whatever termination ids it
 * makes up: so many uploads an hour, so many being sent or checked at once and so many bytes
 * kept, counted per client (IPv4 address, IPv6 /64), so that no one client can take the space
 * the customers' proofs need; and what all of them together may keep on disk.
 */
export function uploadLimits(ctx: SandboxContext) {
  const trusted = trustedProxies();
  const { uploads } = terminationTables(ctx);
  const hourly = missLimiter({
    limit: uploadRules.perClientPerHour,
    windowMs: 3_600_000,
    now: () => ctx.now().getTime(),
    trusted,
    message: 'Too many uploads from this client; try again in {s} s.',
  });
  const checking = new Map<string, number>();

  /** 429 until the client's kept files leave room for `adding` more bytes. */
  const refuseOverShare = (client: string, adding: number) => {
    const now = ctx.now().getTime();
    const kept = uploads.keptBy(client, new Date(now - SHARE_MS));
    let over = kept.reduce((sum, k) => sum + k.size, adding) - uploadRules.perClientKeptBytes;
    if (over <= 0) return;
    // The oldest files leave the share first: wait until enough of them have.
    const freeing = kept.find((k) => (over -= k.size) <= 0);
    const seconds = Math.max(
      1,
      Math.ceil(((freeing?.at.getTime() ?? now) + SHARE_MS - now) / 1000),
    );
    fail(
      429,
      {
        code: 'TooManyRequests',
        message: `This client's files of the last ${uploadRules.unsentHours} hours take up its share; try again in ${seconds} s.`,
      },
      { 'Retry-After': String(seconds) },
    );
  };

  return {
    /**
     * Admits one upload of the client of `c` before its body is read, and holds its place
     * among the client's files being checked until `next` (reading, checking and keeping the
     * file) is done. Refused with 429 and Retry-After while the client has its share of files
     * being sent or checked, has used up its uploads of the hour, or its share of kept bytes.
     */
    async admit(c: Context, next: () => Promise<void>): Promise<void> {
      const client = clientKey(c, trusted);
      const running = checking.get(client) ?? 0;
      if (running >= uploadRules.perClientAtOnce)
        fail(
          429,
          {
            code: 'TooManyRequests',
            message: `${running} files of this client are still being sent or checked.`,
          },
          { 'Retry-After': String(AT_ONCE_RETRY_S) },
        );
      hourly.guard(c);
      refuseOverShare(client, 1);
      hourly.miss(c);
      checking.set(client, running + 1);
      try {
        await next();
      } finally {
        const left = (checking.get(client) ?? 1) - 1;
        if (left) checking.set(client, left);
        else checking.delete(client);
      }
    },
    /** The client of `c`, as its uploads are kept and counted. */
    clientOf: (c: Context) => clientKey(c, trusted),
    refuseOverShare,
    /** 503 UploadsFull when `adding` more bytes would pass the disk quota. */
    refuseOverQuota(stored: number, adding: number) {
      if (stored + adding > ctx.uploadQuotaBytes)
        fail(
          503,
          { code: 'UploadsFull', message: 'No space is left for uploads; try again later.' },
          { 'Retry-After': String(FULL_RETRY_S) },
        );
    },
  };
}
