import type { SepaPayment } from '../../../api/contract/payment.ts';
import type { DraftValues } from '../../../stores/drafts.ts';

/** The payment form as typed; a type alias (not an interface) so it is a draft record. */
export type PaymentFormValues = {
  iban: string;
  accountHolder: string;
  sepaMandateAccepted: boolean;
};

export type PaymentField = keyof PaymentFormValues;

/** The fields in the order the form shows them; the error summary lists errors in it. */
export const paymentFields = [
  'iban',
  'accountHolder',
  'sepaMandateAccepted',
] as const satisfies readonly PaymentField[];

/** The id of a field's input; error summary links use it. */
export const fieldId = (field: PaymentField): string => `payment-${field}`;

/** The IBAN in electronic format: people type it with spaces and in lower case. */
export const electronicIban = (typed: string): string => typed.replace(/\s+/g, '').toUpperCase();

/** The IBAN as printed on bank cards and statements: groups of four. */
export const groupedIban = (typed: string): string =>
  electronicIban(typed).replace(/(.{4})(?=.)/g, '$1 ');

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The contract holder's name from the confirmed personal data, the usual account holder. */
export function holderOf(personal: DraftValues | undefined): string {
  return [text(personal?.['givenNames']), text(personal?.['familyName'])]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

interface Sources {
  /** What was being typed before a reload. */
  draft: DraftValues | undefined;
  /** The SEPA data confirmed earlier, on a return from the summary. */
  confirmed: DraftValues | undefined;
  /** The confirmed personal data, for the account holder. */
  personal: DraftValues | undefined;
}

/** The form's first values: the draft, else the confirmed data, else the contract holder. */
export function initialPaymentValues({ draft, confirmed, personal }: Sources): PaymentFormValues {
  const source = draft ?? confirmed;
  if (source) {
    return {
      iban: groupedIban(text(source['iban'])),
      accountHolder: text(source['accountHolder']),
      sepaMandateAccepted: source['sepaMandateAccepted'] === true,
    };
  }
  return { iban: '', accountHolder: holderOf(personal), sepaMandateAccepted: false };
}

/** What the step confirms for the summary and the order: the contract's SepaPayment. */
export const confirmedPayment = (payment: SepaPayment): SepaPayment => ({
  iban: electronicIban(payment.iban),
  accountHolder: payment.accountHolder,
  sepaMandateAccepted: true,
});
