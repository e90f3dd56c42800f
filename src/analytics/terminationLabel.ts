import type { cancellationTypes, TerminationRequest } from '../api/contract/termination.ts';

export type TerminationOutcome = 'success' | 'failure';

/** The form's choices so far; a form left early may not have all of them. */
export interface TerminationChoice {
  serviceType?: TerminationRequest['serviceType'] | undefined;
  cancellationType?: (typeof cancellationTypes)[number] | undefined;
  /** true: end on a chosen later date; false: end as early as possible. */
  selectTerminationDate?: boolean | undefined;
}

// A missing part keeps its slot, so the label's positions mean the same in every report.
const NOT_CHOSEN = 'none';

/**
 * SPEC §4 termination label: "mobile/Regular/later", or "success/mobile/Regular/later"
 * and "failure/…" once the submit has an outcome.
 */
export function terminationLabel(choice: TerminationChoice, outcome?: TerminationOutcome): string {
  const timing =
    choice.selectTerminationDate === undefined
      ? NOT_CHOSEN
      : choice.selectTerminationDate
        ? 'later'
        : 'now';
  const parts = [choice.serviceType ?? NOT_CHOSEN, choice.cancellationType ?? NOT_CHOSEN, timing];
  return (outcome ? [outcome, ...parts] : parts).join('/');
}
