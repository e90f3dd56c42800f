import { Worker } from 'node:worker_threads';
import { DISARM_LIMITS, type DisarmedType, type DisarmLimits, type Outcome } from './outcome.ts';
import type { DisarmJob } from './worker.ts';

/** Workers at most: two files at once leave the serving thread a core on a small machine. */
export const POOL_SIZE = 2;
/** Files waiting for a worker at most; one more is turned away (503) rather than queued. */
export const MAX_WAITING = 8;
/** Beyond its own time budget, what a file may take before its worker is ended. */
const GRACE_MS = 5_000;
/** A worker idle this long is ended; the next upload starts a new one. */
const IDLE_MS = 30_000;
/** How often the process's memory is looked at while files are being rebuilt. */
const MEMORY_CHECK_MS = 50;

let active = 0;

/** Uploads being disarmed in this process right now (for logs and the concurrency test). */
export const checksInProgress = (): number => active;

interface Pending {
  job: Omit<DisarmJob, 'id'>;
  done: (outcome: Outcome) => void;
}

interface Slot {
  worker: Worker;
  busy?: {
    id: number;
    done: (outcome: Outcome) => void;
    timer: NodeJS.Timeout;
    /** The process's resident memory when the file was handed over. */
    rssAtStart: number;
  };
  idle?: NodeJS.Timeout;
}

/**
 * Disarms uploads off the thread that serves pages and API answers: a pool of worker
 * threads, each working on one file at a time within its budget. A worker that overruns its
 * time (or dies, say out of memory) is ended, and that file refused; the queue goes on with
 * a new worker. A worker's heap is limited by V8, but the buffers a renderer decodes into
 * are not: while files are rebuilt, the process's resident memory is watched, and once it
 * has grown by more than `memoryBytes` since the oldest of them started, the busy workers
 * are ended and their files refused (a 1.5 MB PDF whose page draws 100 parts of 16 MB each
 * took 4 GB before). At most `maxWaiting` files wait: `accepts()` says whether one more may.
 */
export function disarmPool(limits: DisarmLimits = DISARM_LIMITS, maxWaiting = MAX_WAITING) {
  const slots = new Set<Slot>();
  const queue: Pending[] = [];
  let nextId = 1;
  let watch: NodeJS.Timeout | undefined;

  const watchMemory = () => {
    const busy = [...slots].filter((s) => s.busy);
    if (!busy.length) {
      clearInterval(watch);
      watch = undefined;
      return;
    }
    const since = Math.min(...busy.map((s) => s.busy?.rssAtStart ?? Infinity));
    if (process.memoryUsage.rss() - since > limits.memoryBytes)
      for (const slot of busy)
        retire(slot, { ok: false, reason: 'budget', detail: 'the file needed too much memory' });
  };

  const finish = (slot: Slot, outcome: Outcome) => {
    const busy = slot.busy;
    if (!busy) return;
    clearTimeout(busy.timer);
    delete slot.busy;
    active -= 1;
    busy.done(outcome);
    pump();
  };

  const retire = (slot: Slot, outcome: Outcome) => {
    slots.delete(slot);
    clearTimeout(slot.idle);
    void slot.worker.terminate();
    finish(slot, outcome);
  };

  const spawn = (): Slot => {
    const worker = new Worker(new URL('./worker.ts', import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: 384, maxYoungGenerationSizeMb: 32 },
    });
    // A waiting pool never keeps the process alive.
    worker.unref();
    const slot: Slot = { worker };
    worker.on('message', ({ id, outcome }: { id: number; outcome: Outcome }) => {
      if (slot.busy?.id === id) finish(slot, outcome);
    });
    worker.on('error', (error) =>
      retire(slot, { ok: false, reason: 'budget', detail: `the worker failed: ${error.message}` }),
    );
    worker.on('exit', () => {
      if (slots.has(slot))
        retire(slot, { ok: false, reason: 'budget', detail: 'the worker ended early' });
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
      watch ??= setInterval(watchMemory, MEMORY_CHECK_MS).unref();
      slot.busy = {
        id,
        rssAtStart: process.memoryUsage.rss(),
        done: (outcome) => {
          slot.idle = setTimeout(() => retire(slot, outcome), IDLE_MS).unref();
          done(outcome);
        },
        timer: setTimeout(
          () => retire(slot, { ok: false, reason: 'budget', detail: 'the file took too long' }),
          job.limits.timeMs + GRACE_MS,
        ).unref(),
      };
      // Copied, not handed over: the caller's buffer stays usable.
      slot.worker.postMessage({ id, ...job } satisfies DisarmJob);
    }
  }

  return {
    /** Whether one more file may wait (the queue is bounded). */
    accepts: (): boolean => queue.length < maxWaiting,
    /** Files waiting for a worker now. */
    waiting: (): number => queue.length,
    /** The file rebuilt, or why it is refused. */
    disarm(bytes: Uint8Array, type: DisarmedType): Promise<Outcome> {
      return new Promise((done) => {
        queue.push({ job: { bytes, type, limits }, done });
        pump();
      });
    },
    /** Ends every worker (tests, shutdown). */
    async close() {
      clearInterval(watch);
      await Promise.all([...slots].map((slot) => slot.worker.terminate()));
      slots.clear();
    },
  };
}

export type DisarmPool = ReturnType<typeof disarmPool>;

let shared: DisarmPool | undefined;

/** The process's pool: however many sandboxes it runs, POOL_SIZE files are rebuilt at once. */
export const sharedDisarmPool = (): DisarmPool => (shared ??= disarmPool());
