import type { Locale } from '../../../src/routes.ts';
import { formatDateTime } from '../../../src/ui/formatDate.ts';
import { renderPdf, type PdfRow } from '../../pdf.ts';

/** Quotation marks as each language writes them. */
const QUOTES: Record<Locale, readonly [string, string]> = {
  de: ['„', '“'],
  en: ['“', '”'],
  tr: ['“', '”'],
};

export interface Acknowledgement {
  /** The document's language: the time of receipt reads as on the receipt page. */
  locale: Locale;
  /** The document's heading, e.g. "Eingangsbestätigung Ihres Widerrufs". */
  title: string;
  /** The receipt page's labels of the time of receipt and of the reference. */
  labels: { receivedAt: string; reference: string };
  /** The sentence that says when it arrived, given the time as written. */
  received: (at: string) => string;
  /** The reference the customer quotes. */
  id: string;
  receivedAt: string;
  /** What was declared, after the date and time of receipt and the reference. */
  rows: readonly PdfRow[];
  /** What happens next. */
  next: readonly string[];
  footer: string;
}

/**
 * An acknowledgement of receipt on a durable medium (§ 312k (4) BGB for a termination,
 * Art. 11a (4) of Directive 2011/83/EU for a withdrawal) in the page's language: when it
 * arrived, its reference and its content, dated at the time of receipt so repeated
 * downloads are identical.
 */
export function acknowledgementPdf(a: Acknowledgement): Promise<Uint8Array> {
  const at = formatDateTime(a.receivedAt, a.locale);
  return renderPdf(
    {
      title: a.title,
      rows: [[a.labels.receivedAt, at], [a.labels.reference, a.id], ...a.rows],
      paragraphs: [a.received(at), ...a.next],
      footer: a.footer,
      quotes: QUOTES[a.locale],
    },
    new Date(a.receivedAt),
  );
}
