import { rmSync } from 'node:fs';
import { uploadRules } from '../../../src/api/contract/uploads.ts';
import type { SandboxContext } from '../../context.ts';
import { terminationTables } from './store.ts';

/** How often the uploads of terminations never sent are looked for. */
export const UNSENT_SWEEP_MS = 15 * 60_000;

/**
 * Deletes the uploads (rows and files) of terminations never sent once they are
 * `uploadRules.unsentHours` old by the sandbox's clock: at once (a sandbox started after a
 * pause), then every `UNSENT_SWEEP_MS` whether or not anyone uploads, and whenever
 * `expire()` is called. The timer never keeps the process alive, and stops when the sandbox
 * closes.
 */
export function unsentUploads(ctx: SandboxContext): { expire: () => void } {
  const { uploads } = terminationTables(ctx);
  const expire = () => {
    const before = new Date(ctx.now().getTime() - uploadRules.unsentHours * 3_600_000);
    for (const path of uploads.expireUnsent(before)) rmSync(path, { force: true });
  };
  expire();
  const sweeping = setInterval(expire, UNSENT_SWEEP_MS).unref();
  ctx.closed.addEventListener('abort', () => clearInterval(sweeping), { once: true });
  return { expire };
}
