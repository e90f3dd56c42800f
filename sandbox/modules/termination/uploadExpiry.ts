import { rmSync } from 'node:fs';
import { uploadRules } from '../../../src/api/contract/uploads.ts';
import type { SandboxContext } from '../../context.ts';
import { terminationTables } from './store.ts';

/** How often uploads past their time are looked for. */
export const UPLOAD_SWEEP_MS = 15 * 60_000;

/**
 * Deletes the uploads (rows and files) once they are `uploadRules.unsentHours` old by the
 * sandbox's clock, those of terminations never sent as the contract asks, and those of sent
 * ones too: the sandbox passes them on to no one (the receipt names them from the termination
 * itself), and a termination anyone may send must not keep files for good, so no client holds
 * more than its uploads of the last hours. At once (a sandbox started after a pause), then
 * every `UPLOAD_SWEEP_MS` whether or not anyone uploads, and whenever `expire()` is called.
 * The timer never keeps the process alive, and stops when the sandbox closes.
 */
export function uploadExpiry(ctx: SandboxContext): { expire: () => void } {
  const { uploads } = terminationTables(ctx);
  const expire = () => {
    const before = new Date(ctx.now().getTime() - uploadRules.unsentHours * 3_600_000);
    for (const path of uploads.expire(before)) rmSync(path, { force: true });
  };
  expire();
  const sweeping = setInterval(expire, UPLOAD_SWEEP_MS).unref();
  ctx.closed.addEventListener('abort', () => clearInterval(sweeping), { once: true });
  return { expire };
}
