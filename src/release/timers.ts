/**
 * The timer functions the release modules use, injectable so tests and other hosts can
 * drive time. `globalThis` satisfies it (method parameters are checked bivariantly).
 */
export interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}
