import type { FormEvent } from 'react';

/**
 * A step form's submit: while a submit or the move to the next step is under way, another
 * submit does nothing (no second request, no second navigation); otherwise `submit` runs,
 * and when it rejects (its lazily loaded rules did not load) `onUnavailable` says so and
 * the form keeps what was typed. Called from the form's own submit handler.
 */
export function guardedSubmit(
  event: FormEvent<HTMLFormElement>,
  busy: boolean,
  submit: (event: FormEvent<HTMLFormElement>) => Promise<void>,
  onUnavailable: () => void,
): void {
  if (busy) {
    event.preventDefault();
    return;
  }
  submit(event).catch(onUnavailable);
}
