import { mkdtempSync, rmSync } from 'node:fs';
import { constants, tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TemporaryFolder {
  /** The folder, made on first read: a sandbox nobody uploads to leaves nothing behind. */
  readonly path: string;
  remove(): void;
}

/** Folders made and not yet removed: they go when the process ends, closed or not. */
const made = new Set<string>();
const removeMade = () => {
  for (const path of made) rmSync(path, { recursive: true, force: true });
  made.clear();
};
let removesOnExit = false;

/**
 * A folder of its own under the system's temporary folder (`mkdtemp`: a name no other
 * process can guess or take first), removed by `remove()` or when the process exits. Each
 * in-memory sandbox kept one for good: thousands in a developer's /tmp after a few weeks of
 * test runs, with the proofs the browser tests uploaded.
 */
export function temporaryFolder(prefix: string): TemporaryFolder {
  let path: string | undefined;
  return {
    get path() {
      if (path === undefined) {
        path = mkdtempSync(join(tmpdir(), prefix));
        made.add(path);
        if (!removesOnExit) process.once('exit', removeMade);
        removesOnExit = true;
      }
      return path;
    },
    remove() {
      if (path === undefined) return;
      rmSync(path, { recursive: true, force: true });
      made.delete(path);
      path = undefined;
    },
  };
}

/**
 * Ctrl+C and a supervisor's SIGTERM (Playwright stopping its web server) end the process
 * through its exit handlers, with the signal's exit status: Node's own ending on them runs
 * none, and the temporary folders stay.
 */
export function exitOnStopSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => process.exit(128 + constants.signals[signal]));
}
