import { selfcareTerminationEvents, terminationEvents, type TerminationModal } from './events.ts';
import type { TerminationChoice } from '../../analytics/terminationLabel.ts';
import { cancellationTypes, terminationServiceTypeSchema } from '../../api/contract/termination.ts';
import { z } from '../../api/contract/zod.ts';
import type { TerminationFormValues } from './terminationForm.ts';
import type { TerminationKind } from './terminationStore.ts';

/** The SPEC §4 events of a form: the default form's, or the self-care form's. */
export interface TerminationTracking {
  /** "jetzt kündigen" was pressed, before any check. */
  clicked: (choice: TerminationChoice) => void;
  submitted: (choice: TerminationChoice) => void;
  failed: (choice: TerminationChoice, errorCode: string) => void;
  modalViewed: (modal: TerminationModal) => void;
  modalClosed: (modal: TerminationModal) => void;
}

const none = () => undefined;

export const trackingOf = (kind: TerminationKind): TerminationTracking =>
  kind === 'default'
    ? {
        clicked: none,
        submitted: terminationEvents.submitted,
        failed: terminationEvents.submitFailed,
        modalViewed: terminationEvents.modalViewed,
        modalClosed: terminationEvents.modalClosed,
      }
    : {
        clicked: selfcareTerminationEvents.submitClicked,
        submitted: selfcareTerminationEvents.submitted,
        failed: selfcareTerminationEvents.failed,
        modalViewed: selfcareTerminationEvents.modalDisplayed,
        modalClosed: selfcareTerminationEvents.modalClosed,
      };

/** The label's parts as chosen so far on the form. */
export function choiceOf(
  values: Pick<TerminationFormValues, 'serviceType' | 'cancellationType' | 'timing'>,
): TerminationChoice {
  const serviceType = z.safeParse(terminationServiceTypeSchema, values.serviceType);
  const cancellationType = cancellationTypes.find((type) => type === values.cancellationType);
  return {
    serviceType: serviceType.success ? serviceType.data : undefined,
    cancellationType,
    selectTerminationDate: values.timing === 'later',
  };
}
