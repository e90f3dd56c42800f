import type { Context } from 'hono';
import { uploadRules } from '../../../src/api/contract/uploads.ts';
import type { SandboxContext } from '../../context.ts';
import { fail } from '../../contractRoute.ts';
import { clientKey, missLimiter, trustedProxies } from '../../rateLimit.ts';

/** Seconds a client with files still being checked is told to wait. */
const AT_ONCE_RETRY_S = 5;
/** Seconds until space may be free again when the disk quota is used up. */
const FULL_RETRY_S = 3600;

/**
 * What one client may upload (src/api/contract/uploads.ts), whatever termination ids it
 * makes up: so many uploads an hour and so many being checked at once, counted per client
 * (IPv4 address, IPv6 /64); and what all of them together may keep on disk.
 */
export function uploadLimits(ctx: SandboxContext) {
  const trusted = trustedProxies();
  const hourly = missLimiter({
    limit: uploadRules.perClientPerHour,
    windowMs: 3_600_000,
    now: () => ctx.now().getTime(),
    trusted,
    message: 'Too many uploads from this client; try again in {s} s.',
  });
  const checking = new Map<string, number>();
  return {
    /**
     * Runs one upload for the client of `c`: refused with 429 and Retry-After while it has
     * its share of files being checked or has used up its uploads of the hour.
     */
    async run<T>(c: Context, work: () => Promise<T>): Promise<T> {
      const client = clientKey(c, trusted);
      const running = checking.get(client) ?? 0;
      if (running >= uploadRules.perClientAtOnce)
        fail(
          429,
          {
            code: 'TooManyRequests',
            message: `${running} files of this client are still being checked.`,
          },
          { 'Retry-After': String(AT_ONCE_RETRY_S) },
        );
      hourly.guard(c);
      hourly.miss(c);
      checking.set(client, running + 1);
      try {
        return await work();
      } finally {
        const left = (checking.get(client) ?? 1) - 1;
        if (left) checking.set(client, left);
        else checking.delete(client);
      }
    },
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
