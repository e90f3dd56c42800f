import { acknowledgementPdf } from '../support/receiptPdf.ts';
import type { StoredWithdrawal } from './store.ts';

/** The subject of the acknowledgement e-mail and the PDF's heading. */
export const RECEIPT_SUBJECT = 'Eingangsbestätigung Ihres Widerrufs';

/**
 * The acknowledgement Art. 11a (4) of Directive 2011/83/EU asks for: the content of the
 * statement as it arrived and the date and time of its receipt — the same for every
 * statement, since whether it is valid is decided afterwards and told by e-mail.
 */
export function receiptPdf(brandName: string, { receipt }: StoredWithdrawal) {
  return acknowledgementPdf({
    title: RECEIPT_SUBJECT,
    subject: 'Ihr Widerruf',
    id: receipt.id,
    receivedAt: receipt.receivedAt,
    rows: [
      ['Name', receipt.name],
      ['Bestellung', receipt.order],
      ['E-Mail', receipt.email],
      [
        'Erklärung',
        `Hiermit widerrufe ich den von mir abgeschlossenen Vertrag (Bestellung ${receipt.order}).`,
      ],
    ],
    next:
      `Wir prüfen Ihre Bestellung und schreiben Ihnen an ${receipt.email}. Ist Ihr Widerruf ` +
      'wirksam, wickeln wir den Vertrag ab und erstatten bereits gezahlte Beträge innerhalb ' +
      'von 14 Tagen.',
    footer: `${brandName} · Eingangsbestätigung des Widerrufs nach § 356a BGB`,
  });
}
