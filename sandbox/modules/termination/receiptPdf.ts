import type { TerminationConfig } from '../../../src/api/contract/termination.ts';
import { germanDate } from '../support/berlinTime.ts';
import { acknowledgementPdf } from '../support/receiptPdf.ts';
import type { StoredTermination } from './store.ts';

const serviceNames: Record<TerminationConfig['serviceTypes'][number], string> = {
  mobile: 'Mobilfunkvertrag',
  internet: 'Internetvertrag',
  option: 'Gebuchte Option',
};

const reasonNames: Record<StoredTermination['request']['reason'], string> = {
  None: 'Kein Grund angegeben',
  personalCircumstances: 'Persönliche Umstände',
  deathOfContractHolder: 'Tod des Vertragsinhabers',
  deathOfUser: 'Tod des Nutzers',
  technicalProblems: 'Technische Probleme',
  moveDomestic: 'Umzug innerhalb Deutschlands',
  moveAbroad: 'Umzug ins Ausland',
  otherReason: 'Sonstiger Grund',
};

/**
 * The confirmation of receipt § 312k (4) BGB asks for: what was terminated, how and when,
 * and the date and time the termination arrived.
 */
export function receiptPdf(brandName: string, stored: StoredTermination): Promise<Uint8Array> {
  const { request, receipt } = stored;
  const { customer, contract } = request;
  const a = customer.address;
  const rows: [string, string][] = [
    ['Gekündigt wird', serviceNames[request.serviceType]],
    [
      'Art der Kündigung',
      request.cancellationType === 'Special' ? 'Außerordentlich' : 'Ordentlich',
    ],
    [
      'Beendigung',
      request.selectTerminationDate && request.terminationDate
        ? `zum ${germanDate(request.terminationDate)}`
        : 'zum nächstmöglichen Zeitpunkt',
    ],
  ];
  if (request.cancellationType === 'Special')
    rows.push(['Kündigungsgrund', reasonNames[request.reason]]);
  if (request.reasonText) rows.push(['Begründung', request.reasonText]);
  if (contract.phoneNumber) rows.push(['Rufnummer', contract.phoneNumber]);
  if (contract.customerNumber) rows.push(['Kundennummer', contract.customerNumber]);
  if (contract.contractNumber) rows.push(['Vertragsnummer', contract.contractNumber]);
  rows.push(
    ['Name', `${customer.givenNames} ${customer.familyName}`],
    ['Geburtsdatum', germanDate(customer.birthDate)],
    ['Anschrift', `${a.street} ${a.houseNumber}, ${a.postalCode} ${a.city}`],
    ['E-Mail', request.email],
  );
  if (stored.proofs.length) rows.push(['Nachweise', stored.proofs.join(', ')]);
  return acknowledgementPdf({
    title: 'Eingangsbestätigung Ihrer Kündigung',
    subject: 'Ihre Kündigung',
    id: receipt.id,
    receivedAt: receipt.receivedAt,
    rows,
    next: 'Wir prüfen sie und bestätigen Ihnen das Vertragsende gesondert per E-Mail.',
    footer: `${brandName} · Bestätigung des Eingangs nach § 312k Abs. 4 BGB`,
  });
}
