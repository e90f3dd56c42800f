/**
 * The trace events read here, in Chromium's trace format as Lighthouse returns them. Lighthouse's
 * own `TraceEvent` type has neither the thread time (`tdur`) nor `isOutermostMainFrame`.
 */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** Thread time: how long the thread ran on a CPU during the event. */
  tdur?: number;
  args?: { name?: string; data?: { processId?: number; isOutermostMainFrame?: boolean } };
}

/** The page's main thread in one page load: its tasks' length and the CPU time they took. */
export interface MainThreadWork {
  /** Milliseconds of tasks, start to end: what Lighthouse's TBT is made of. */
  taskMs: number;
  /** Milliseconds the thread ran on a CPU within them; the rest it waited for a core. */
  cpuMs: number;
}

/** Chromium's names of a task on a thread's loop (Lighthouse reads the same). */
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/**
 * What the page's own main thread did in a page load's trace. On a machine whose cores
 * Chromium's other processes and Lighthouse share, a task's length is mostly waiting (on
 * 2 cores a flow page's tasks ran on the CPU for a third of their length): the CPU time is
 * the page's work alone, to compare across machines and runs. Tasks nested in a task (a
 * nested run loop) count once.
 */
export function mainThreadWork(events: readonly TraceEvent[]): MainThreadWork {
  const committed = events.find(
    (e) => e.name === 'FrameCommittedInBrowser' && e.args?.data?.isOutermostMainFrame,
  );
  const pid = committed?.args?.data?.processId;
  if (pid === undefined) throw new Error('The trace has no main frame commit');
  const thread = events.find(
    (e) =>
      e.ph === 'M' &&
      e.name === 'thread_name' &&
      e.pid === pid &&
      e.args?.name === 'CrRendererMain',
  );
  if (!thread) throw new Error(`The trace has no main thread in the page's process ${pid}`);
  const tasks = events
    .filter((e) => e.ph === 'X' && e.pid === pid && e.tid === thread.tid && TASK_NAMES.has(e.name))
    .sort((a, b) => a.ts - b.ts);
  let end = -Infinity;
  let taskUs = 0;
  let cpuUs = 0;
  for (const task of tasks) {
    if (task.ts < end) continue;
    end = task.ts + (task.dur ?? 0);
    taskUs += task.dur ?? 0;
    cpuUs += task.tdur ?? 0;
  }
  return { taskMs: taskUs / 1000, cpuMs: cpuUs / 1000 };
}
