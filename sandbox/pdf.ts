import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/**
 * A label and its value, e.g. "Tarif: O2 Mobile M"; `quoted` where the value is what a
 * customer typed: it prints below its label, in quotation marks, indented behind a rule, so
 * no text of theirs can pass for a line of the document.
 */
export type PdfRow = readonly [label: string, value: string, kind?: 'quoted'];

/** A headed part of a document, e.g. the contract summary's "Preis". */
export interface PdfSection {
  heading: string;
  rows?: readonly PdfRow[];
  paragraphs?: readonly string[];
}

export interface PdfContent {
  title: string;
  rows?: readonly PdfRow[];
  /** The quotation marks of the document's language around a quoted value (default „ “). */
  quotes?: readonly [open: string, close: string];
  paragraphs?: readonly string[];
  /** Headed parts after the rows and paragraphs, in their order. */
  sections?: readonly PdfSection[];
  /** Footer line, e.g. the brand and the date the document was made. */
  footer?: string;
}

const require = createRequire(import.meta.url);

/** Points a quoted value is indented by, behind its rule. */
const QUOTE_INDENT = 14;

/**
 * DejaVu Sans, embedded (as a subset) in every document: pdfkit's standard Helvetica only
 * encodes WinAnsi, which has no ş, ğ, İ or ı, so a Turkish name would print as garbage.
 */
const fonts = {
  regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
  bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
};

/**
 * A real PDF (pdfkit) whose text is searchable and copyable in every language the site
 * speaks. Deterministic metadata keeps repeated downloads byte-comparable in tests.
 */
export function renderPdf(content: PdfContent, createdAt = new Date(0)): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      info: { Title: content.title, CreationDate: createdAt },
    });
    doc.registerFont('regular', fonts.regular);
    doc.registerFont('bold', fonts.bold);
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    const body = (part: Omit<PdfSection, 'heading'>) => {
      doc.font('regular').fontSize(11);
      for (const [label, value, kind] of part.rows ?? []) {
        if (kind !== 'quoted') {
          doc.font('bold').text(`${label}: `, { continued: true }).font('regular').text(value);
          continue;
        }
        doc.font('bold').text(`${label}:`);
        const { x } = doc;
        const top = doc.y;
        const [open, close] = content.quotes ?? ['„', '“'];
        doc.font('regular').text(`${open}${value}${close}`, x + QUOTE_INDENT, top, {
          width: doc.page.width - doc.page.margins.right - x - QUOTE_INDENT,
        });
        doc
          .save()
          .moveTo(x + 4, top)
          .lineTo(x + 4, doc.y)
          .lineWidth(2)
          .strokeColor('#888888')
          .stroke()
          .restore();
        doc.x = x;
        doc.moveDown(0.3);
      }
      if (part.rows?.length) doc.moveDown(0.5);
      for (const p of part.paragraphs ?? []) doc.text(p).moveDown(0.5);
    };
    doc.font('bold').fontSize(18).text(content.title);
    doc.moveDown();
    body(content);
    for (const section of content.sections ?? []) {
      doc.moveDown(0.5).font('bold').fontSize(13).text(section.heading).moveDown(0.25);
      body(section);
    }
    // At least 10 pt throughout: the contract summary's smallest type (Reg. (EU) 2019/2243).
    if (content.footer) doc.moveDown().fontSize(10).fillColor('#444444').text(content.footer);
    doc.end();
  });
}
