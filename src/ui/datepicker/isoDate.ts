/**
 * Calendar dates as `YYYY-MM-DD` and times as `HH:mm`: the value formats of Mantine dates.
 * ISO dates compare correctly as plain strings.
 */
export type IsoDate = string;
export type IsoTime = string;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * Today in the visitor's own time zone. Written without dayjs so that a screen can set a
 * picker's limits without loading the picker's code with the page.
 */
export function todayIso(now = new Date()): IsoDate {
  return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
