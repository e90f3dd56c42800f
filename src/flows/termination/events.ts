import { track } from '../../analytics/events.ts';
import { eventNames } from './trackingNames.ts';
import {
  terminationLabel,
  type TerminationChoice,
  type TerminationOutcome,
} from '../../analytics/terminationLabel.ts';

export type TerminationModal = 'requiredFields' | 'comboDiscount';

const labelled = (choice: TerminationChoice, outcome?: TerminationOutcome) => ({
  label: terminationLabel(choice, outcome),
});

/** A failed submit: its label, and the error code (null where none came). */
const failedWith = (choice: TerminationChoice, errorCode: string | undefined) => ({
  ...labelled(choice, 'failure'),
  errorCode: errorCode ?? null,
});

/** Termination form events (SPEC §4). */
export const terminationEvents = {
  pageLoaded: () => track(eventNames.terminationPageLoaded, {}),
  submitted: (choice: TerminationChoice) =>
    track(eventNames.terminationSubmitted, labelled(choice, 'success')),
  submitFailed: (choice: TerminationChoice, errorCode?: string) =>
    track(eventNames.terminationSubmitFailed, failedWith(choice, errorCode)),
  /** The customer left the form or chose not to terminate. */
  cancelled: (choice: TerminationChoice) =>
    track(eventNames.terminationCancelled, labelled(choice)),
  teaserViewed: () => track(eventNames.terminationTeaserViewed, {}),
  modalViewed: (modal: TerminationModal) =>
    track(eventNames.terminationModalViewed, { label: modal }),
  modalClosed: (modal: TerminationModal) =>
    track(eventNames.terminationModalClosed, { label: modal }),
};

/** Self-care termination events (SPEC §4). */
export const selfcareTerminationEvents = {
  submitClicked: (choice: TerminationChoice) =>
    track(eventNames.selfcareSubmitClicked, labelled(choice)),
  submitted: (choice: TerminationChoice) =>
    track(eventNames.selfcareSubmitted, labelled(choice, 'success')),
  failed: (choice: TerminationChoice, errorCode?: string) =>
    track(eventNames.selfcareFailed, failedWith(choice, errorCode)),
  modalDisplayed: (modal: TerminationModal) =>
    track(eventNames.selfcareModalDisplayed, { label: modal }),
  modalClosed: (modal: TerminationModal) => track(eventNames.selfcareModalClosed, { label: modal }),
};
