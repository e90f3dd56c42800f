import { describe, expect, it } from 'vitest';
import { mainThreadWork, type TraceEvent } from './mainThreadWork.ts';

const PAGE = 20;
const OTHER = 30;
const meta = (pid: number, tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  ts: 0,
  args: { name },
});
const task = (pid: number, tid: number, ts: number, dur: number, tdur: number): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid,
  ts,
  dur,
  tdur,
});
const commit = (processId: number, isOutermostMainFrame: boolean): TraceEvent => ({
  name: 'FrameCommittedInBrowser',
  ph: 'I',
  pid: 1,
  tid: 1,
  ts: 0,
  args: { data: { processId, isOutermostMainFrame } },
});

describe("the page's main-thread work in a trace", () => {
  it("counts the page's main thread only, a nested task once, and its time on the CPU apart", () => {
    const events = [
      commit(OTHER, false),
      commit(PAGE, true),
      meta(PAGE, 1, 'CrRendererMain'),
      meta(PAGE, 2, 'Compositor'),
      meta(OTHER, 1, 'CrRendererMain'),
      task(PAGE, 1, 5_000, 40_000, 12_000),
      // A task of a nested run loop, inside the one above.
      task(PAGE, 1, 10_000, 5_000, 4_000),
      task(PAGE, 1, 60_000, 20_000, 20_000),
      task(PAGE, 2, 0, 90_000, 90_000),
      task(OTHER, 1, 0, 70_000, 70_000),
    ];
    expect(mainThreadWork(events)).toEqual({ taskMs: 60, cpuMs: 32 });
  });

  it("refuses a trace without the page's main frame", () => {
    expect(() => mainThreadWork([commit(OTHER, false), meta(OTHER, 1, 'CrRendererMain')])).toThrow(
      /no main frame commit/,
    );
  });
});
