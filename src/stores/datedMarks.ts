const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What the browser remembers of something by a mark (a hash, never what it names), with
 * when it was set (ISO 8601), for some days.
 */
export type DatedMarks = Record<string, string>;

export const isDatedMarks = (value: unknown): value is DatedMarks =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((setAt) => typeof setAt === 'string' && !isNaN(Date.parse(setAt)));

/** `marks` with `mark` set `at`; those set more than `keptDays` before it are dropped. */
export function withMark(
  marks: DatedMarks | undefined,
  mark: string,
  at: Date,
  keptDays: number,
): DatedMarks {
  const since = at.getTime() - keptDays * DAY_MS;
  const recent = Object.entries(marks ?? {}).filter(([, setAt]) => Date.parse(setAt) >= since);
  return { ...Object.fromEntries(recent), [mark]: at.toISOString() };
}
