import type { SepaPayment } from '../../../api/contract/payment.ts';

/** The payment form as typed. */
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

/**
 * The IBAN in electronic format: people type it in lower case, in groups with spaces, dashes
 * or dots (`de89-3704-…`), and paste it with a non-breaking space from a bank statement.
 */
export const electronicIban = (typed: string): string =>
  typed.replace(/[\s\-\u2010-\u2015.]+/g, '').toUpperCase();

/** The IBAN as printed on bank cards and statements: groups of four. */
export const groupedIban = (typed: string): string =>
  electronicIban(typed).replace(/(.{4})(?=.)/g, '$1 ');

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The contract holder's name from the confirmed personal data, the usual account holder. */
export function holderOf(personal: unknown): string {
  if (!isRecord(personal)) return '';
  return [text(personal['givenNames']), text(personal['familyName'])]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

interface Sources {
  /** What was being typed before a reload. */
  typed: unknown;
  /** The SEPA data confirmed earlier, on a return from the summary. */
  confirmed: SepaPayment | undefined;
  /** The confirmed personal data, for the account holder. */
  personal: unknown;
}

/** The form's first values: what was typed, else the confirmed data, else the contract holder. */
export function initialPaymentValues({ typed, confirmed, personal }: Sources): PaymentFormValues {
  const source: Record<string, unknown> | undefined = isRecord(typed) ? typed : confirmed;
  if (source) {
    return {
      iban: groupedIban(text(source['iban'])),
      accountHolder: text(source['accountHolder']),
      sepaMandateAccepted: source['sepaMandateAccepted'] === true,
    };
  }
  return { iban: '', accountHolder: holderOf(personal), sepaMandateAccepted: false };
}
