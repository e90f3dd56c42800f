/** The confirmations the order needs (§ 312j BGB, § 54 TKG); the contract wants each true. */
export const requiredConfirmations = [
  'contractSummaryAcknowledged',
  'termsAccepted',
  'withdrawalInfoAcknowledged',
] as const;

export type RequiredConfirmation = (typeof requiredConfirmations)[number];

/** The boxes as ticked: the required ones and the optional early start. */
export type LegalChoices = Record<RequiredConfirmation | 'earlyStartRequested', boolean>;

/** The boxes in the order they are shown; the error summary lists them so. */
export const legalFields = [...requiredConfirmations, 'earlyStartRequested'] as const;

export const noneTicked: LegalChoices = {
  contractSummaryAcknowledged: false,
  termsAccepted: false,
  withdrawalInfoAcknowledged: false,
  earlyStartRequested: false,
};

/** Id of a confirmation's checkbox, for the error summary's links. */
export const confirmationId = (name: keyof LegalChoices) => `summary-legal-${name}`;
