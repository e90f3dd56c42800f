import { berlinDisplay } from '../support/berlinTime.ts';
import { acknowledgementPdf } from '../support/receiptPdf.ts';
import type { StoredWithdrawal } from './store.ts';

/**
 * The acknowledgement Art. 11a (4) of Directive 2011/83/EU asks for: the content of the
 * withdrawal (which order, by whom) and the date and time it arrived.
 */
export function receiptPdf(brandName: string, { request, receipt }: StoredWithdrawal) {
  return acknowledgementPdf({
    title: 'Eingangsbestätigung Ihres Widerrufs',
    subject: 'Ihr Widerruf',
    id: receipt.id,
    receivedAt: receipt.receivedAt,
    rows: [
      ['Widerrufen wird', `Bestellung ${receipt.orderReference}: ${receipt.offerName}`],
      ['Bestellt am', berlinDisplay(new Date(receipt.orderedAt))],
      ['Name', request.name],
      ['E-Mail', receipt.email],
      [
        'Erklärung',
        `Hiermit widerrufe ich den von mir abgeschlossenen Vertrag (Bestellung ${receipt.orderReference}).`,
      ],
    ],
    next: 'Den Vertrag wickeln wir ab; bereits gezahlte Beträge erstatten wir innerhalb von 14 Tagen.',
    footer: `${brandName} · Eingangsbestätigung des Widerrufs nach § 356a BGB`,
  });
}
