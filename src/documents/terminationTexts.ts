import type { TerminationConfig } from '../api/contract/termination.ts';
import type { TextKey } from '../i18n/keys.ts';

/**
 * A termination's choices in words (texts of the `termination` namespace): the form's
 * options, its receipt page and the API's PDF of the receipt say them alike.
 */

type ServiceType = TerminationConfig['serviceTypes'][number];
type CancellationType = TerminationConfig['cancellationTypes'][number];
/** A reason the customer can give; None stands for none given. */
export type Reason = Exclude<TerminationConfig['reasons'][number]['reason'], 'None'>;

export const serviceTypeTexts: Record<ServiceType, { label: TextKey; hint: TextKey }> = {
  mobile: {
    label: 'termination:serviceType.mobile.label',
    hint: 'termination:serviceType.mobile.hint',
  },
  internet: {
    label: 'termination:serviceType.internet.label',
    hint: 'termination:serviceType.internet.hint',
  },
  option: {
    label: 'termination:serviceType.option.label',
    hint: 'termination:serviceType.option.hint',
  },
};

export const cancellationTypeTexts: Record<CancellationType, { label: TextKey; hint: TextKey }> = {
  Regular: {
    label: 'termination:cancellationType.Regular.label',
    hint: 'termination:cancellationType.Regular.hint',
  },
  Special: {
    label: 'termination:cancellationType.Special.label',
    hint: 'termination:cancellationType.Special.hint',
  },
};

/** Each reason in plain words, with what a proof of it can be. */
export const reasonTexts: Record<Reason, { label: TextKey; hint: TextKey; proof: TextKey }> = {
  personalCircumstances: {
    label: 'termination:reason.personalCircumstances.label',
    hint: 'termination:reason.personalCircumstances.hint',
    proof: 'termination:reason.personalCircumstances.proof',
  },
  deathOfContractHolder: {
    label: 'termination:reason.deathOfContractHolder.label',
    hint: 'termination:reason.deathOfContractHolder.hint',
    proof: 'termination:reason.deathOfContractHolder.proof',
  },
  deathOfUser: {
    label: 'termination:reason.deathOfUser.label',
    hint: 'termination:reason.deathOfUser.hint',
    proof: 'termination:reason.deathOfUser.proof',
  },
  technicalProblems: {
    label: 'termination:reason.technicalProblems.label',
    hint: 'termination:reason.technicalProblems.hint',
    proof: 'termination:reason.technicalProblems.proof',
  },
  moveDomestic: {
    label: 'termination:reason.moveDomestic.label',
    hint: 'termination:reason.moveDomestic.hint',
    proof: 'termination:reason.moveDomestic.proof',
  },
  moveAbroad: {
    label: 'termination:reason.moveAbroad.label',
    hint: 'termination:reason.moveAbroad.hint',
    proof: 'termination:reason.moveAbroad.proof',
  },
  otherReason: {
    label: 'termination:reason.otherReason.label',
    hint: 'termination:reason.otherReason.hint',
    proof: 'termination:reason.otherReason.proof',
  },
};

export const isReason = (value: string): value is Reason =>
  Object.prototype.hasOwnProperty.call(reasonTexts, value);
