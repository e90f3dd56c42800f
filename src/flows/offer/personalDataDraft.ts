/**
 * Draft form names in sessionStorage (src/stores/drafts.ts). The personal data step saves
 * the customer's confirmed data under PERSONAL_DATA_FORM; its presence is what the
 * check-offer-personal-data guard asks for.
 */
export const PERSONAL_DATA_FORM = 'personalData';

/**
 * What the customer is still typing on the personal data step, field by field as in the
 * form: kept so a reload restores it, apart from the confirmed data above.
 */
export const PERSONAL_DATA_DRAFT = 'personalDataDraft';

/** The ID data step's confirmed data (contract `IdDocument`), read by the summary. */
export const ID_DATA_FORM = 'idData';

/** The payment step's confirmed SEPA data (contract `SepaPayment`), read by the summary. */
export const PAYMENT_FORM = 'payment';

/** What the customer is still typing on the ID data and payment steps. */
export const ID_DATA_DRAFT = 'idDataDraft';
export const PAYMENT_DRAFT = 'paymentDraft';
