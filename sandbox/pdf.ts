import PDFDocument from 'pdfkit';

export interface PdfContent {
  title: string;
  /** Label/value rows, e.g. "Tarif: O2 Mobile M". */
  rows?: readonly (readonly [string, string])[];
  paragraphs?: readonly string[];
  /** Footer line, e.g. the brand and the date the document was made. */
  footer?: string;
}

/**
 * A real PDF (pdfkit, standard Helvetica with WinAnsi text: German umlauts and € work).
 * Deterministic metadata keeps repeated downloads byte-comparable in tests.
 */
export function renderPdf(content: PdfContent, createdAt = new Date(0)): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      info: { Title: content.title, CreationDate: createdAt },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    doc.font('Helvetica-Bold').fontSize(18).text(content.title);
    doc.moveDown();
    doc.font('Helvetica').fontSize(11);
    for (const [label, value] of content.rows ?? []) {
      doc
        .font('Helvetica-Bold')
        .text(`${label}: `, { continued: true })
        .font('Helvetica')
        .text(value);
    }
    if (content.rows?.length) doc.moveDown();
    for (const p of content.paragraphs ?? []) doc.text(p).moveDown(0.5);
    if (content.footer) doc.moveDown().fontSize(9).fillColor('#444444').text(content.footer);
    doc.end();
  });
}
