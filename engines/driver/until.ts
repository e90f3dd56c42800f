import { setTimeout as delay } from 'node:timers/promises';

/**
 * How long an action or assertion waits for the page: generous for a machine twice as slow
 * as a busy 2-core one, and paid only by a test that fails.
 */
export const WAIT_MS = 20_000;

/** Pauses between two looks, as Playwright's own: quick at first, then every half second. */
const PAUSES_MS = [0, 20, 50, 100, 100, 250, 500];

/** A look that found nothing yet, and why (the message if the time runs out). */
export class NotYet {
  readonly reason: string;

  constructor(reason: string) {
    this.reason = reason;
  }
}

/**
 * Looks again and again until `probe` answers something other than `undefined` or a
 * `NotYet`, and returns that; fails naming `what` and the last reason after `timeout` ms.
 */
export async function until<T>(
  what: string,
  probe: () => Promise<T | NotYet | undefined>,
  timeout = WAIT_MS,
): Promise<T> {
  const deadline = Date.now() + timeout;
  let reason = 'nothing yet';
  for (let look = 0; ; look++) {
    const answer = await probe();
    if (answer instanceof NotYet) reason = answer.reason;
    else if (answer !== undefined) return answer;
    if (Date.now() >= deadline)
      throw new Error(`Timed out after ${timeout} ms waiting for ${what}: ${reason}`);
    await delay(PAUSES_MS[Math.min(look, PAUSES_MS.length - 1)]);
  }
}
