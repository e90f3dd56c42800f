/**
 * How far this device's clock is from the API's, from the `Date` header of its last answer:
 * a time the API names (a login's end) is read on the device's clock, so a clock an hour
 * fast or slow neither ends a login at once nor keeps it past its end.
 */
let offsetMs = 0;

/**
 * Notes an answer's `Date` header against its arrival here. The header drops the
 * milliseconds: the API's clock read up to a second more, so the end of that second is
 * taken, and a time the API names ends here up to a second early, never late.
 */
export function noteServerDate(header: string | null, arrivedAt: number = Date.now()): void {
  const serverTime = header ? Date.parse(header) : Number.NaN;
  if (!Number.isNaN(serverTime)) offsetMs = serverTime + 1000 - arrivedAt;
}

/** A moment the API named, as this device's clock reads it. */
export const onDeviceClock = (iso: string): string =>
  new Date(Date.parse(iso) - offsetMs).toISOString();
