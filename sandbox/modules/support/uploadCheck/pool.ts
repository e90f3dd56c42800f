import { Worker } from 'node:worker_threads';
import type { Limits, Verdict } from './budget.ts';
import { UPLOAD_CHECK_LIMITS, type CheckedType } from './check.ts';
import type { CheckJob } from './worker.ts';

/** Workers at most: two checks at once leave the serving thread a core on a small machine. */
const POOL_SIZE = 2;
/** Beyond its own time budget, what a check may take before its worker is ended. */
const GRACE_MS = 5_000;
/** A worker idle this long is ended; the next upload starts a new one. */
const IDLE_MS = 30_000;

let active = 0;

/** Uploads being checked in this process right now (for logs and the concurrency test). */
export const checksInProgress = (): number => active;

interface Pending {
  job: Omit<CheckJob, 'id'>;
  done: (verdict: Verdict) => void;
}

interface Slot {
  worker: Worker;
  busy?: { id: number; done: (verdict: Verdict) => void; timer: NodeJS.Timeout };
  idle?: NodeJS.Timeout;
}

/**
 * Checks uploads off the thread that serves pages and API answers: a pool of worker
 * threads, each running one check at a time within its budget. A worker that overruns its
 * time (or dies) is ended, and that file refused; the queue goes on with a new worker.
 */
export function uploadChecker(limits: Limits = UPLOAD_CHECK_LIMITS) {
  const slots = new Set<Slot>();
  const queue: Pending[] = [];
  let nextId = 1;

  const finish = (slot: Slot, verdict: Verdict) => {
    const busy = slot.busy;
    if (!busy) return;
    clearTimeout(busy.timer);
    delete slot.busy;
    active -= 1;
    busy.done(verdict);
    pump();
  };

  const retire = (slot: Slot, verdict: Verdict) => {
    slots.delete(slot);
    clearTimeout(slot.idle);
    void slot.worker.terminate();
    finish(slot, verdict);
  };

  const spawn = (): Slot => {
    const worker = new Worker(new URL('./worker.ts', import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 },
    });
    // A waiting pool never keeps the process alive.
    worker.unref();
    const slot: Slot = { worker };
    worker.on('message', ({ id, verdict }: { id: number; verdict: Verdict }) => {
      if (slot.busy?.id === id) finish(slot, verdict);
    });
    worker.on('error', (error) =>
      retire(slot, { ok: false, reason: 'budget', detail: `the check failed: ${error.message}` }),
    );
    worker.on('exit', () => {
      if (slots.has(slot))
        retire(slot, { ok: false, reason: 'budget', detail: 'the check ended early' });
    });
    slots.add(slot);
    return slot;
  };

  function pump() {
    while (queue.length) {
      const slot =
        [...slots].find((s) => !s.busy) ?? (slots.size < POOL_SIZE ? spawn() : undefined);
      if (!slot) return;
      const { job, done } = queue.shift() as Pending;
      const id = nextId++;
      active += 1;
      clearTimeout(slot.idle);
      slot.busy = {
        id,
        done: (verdict) => {
          slot.idle = setTimeout(() => retire(slot, { ok: true }), IDLE_MS).unref();
          done(verdict);
        },
        timer: setTimeout(
          () =>
            retire(slot, {
              ok: false,
              reason: 'budget',
              detail: 'the check exceeded its time budget',
            }),
          job.limits.timeMs + GRACE_MS,
        ).unref(),
      };
      // Copied, not handed over: the caller stores the same bytes once they pass.
      slot.worker.postMessage({ id, ...job } satisfies CheckJob);
    }
  }

  return {
    /** The verdict on one upload. */
    check(bytes: Uint8Array, type: CheckedType): Promise<Verdict> {
      return new Promise((done) => {
        queue.push({ job: { bytes, type, limits }, done });
        pump();
      });
    },
    /** Ends every worker (tests, shutdown). */
    async close() {
      await Promise.all([...slots].map((slot) => slot.worker.terminate()));
      slots.clear();
    },
  };
}
