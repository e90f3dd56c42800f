import { renderPdf } from '../../pdf.ts';
import { berlinDisplay } from './berlinTime.ts';

export interface Acknowledgement {
  /** The document's heading, e.g. "Eingangsbestätigung Ihres Widerrufs". */
  title: string;
  /** What arrived, as the sentence's subject: "Ihre Kündigung", "Ihr Widerruf". */
  subject: string;
  /** The reference the customer quotes. */
  id: string;
  receivedAt: string;
  /** What was declared, after the date and time of receipt and the reference. */
  rows: readonly (readonly [string, string])[];
  /** What happens next. */
  next: string;
  footer: string;
}

/**
 * An acknowledgement of receipt on a durable medium (§ 312k (4) BGB for a termination,
 * Art. 11a (4) of Directive 2011/83/EU for a withdrawal): when it arrived, its reference
 * and its content, dated at the time of receipt so repeated downloads are identical.
 */
export function acknowledgementPdf(a: Acknowledgement): Promise<Uint8Array> {
  const at = new Date(a.receivedAt);
  return renderPdf(
    {
      title: a.title,
      rows: [['Eingegangen am', berlinDisplay(at)], ['Vorgangsnummer', a.id], ...a.rows],
      paragraphs: [`${a.subject} ist am ${berlinDisplay(at)} bei uns eingegangen.`, a.next],
      footer: a.footer,
    },
    at,
  );
}
