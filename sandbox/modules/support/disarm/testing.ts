import {
  decodePDFRawStream,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFStream,
} from '@cantoo/pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Names that make a PDF act or reach out, as issue 31 lists them. */
const ACTIVE = /\/(?:JavaScript|JS|OpenAction|AA|Launch|URI)(?![A-Za-z0-9#])/g;

/**
 * The active names (`/JavaScript`, `/JS`, `/OpenAction`, `/AA`, `/Launch`, `/URI`) in any
 * object of a PDF as two maintained parsers read it: every indirect object and the trailer
 * in pdf-lib, streams decoded (images left packed: they hold pixels, not syntax); and what
 * pdf.js reports of scripts, the opening action, attachments and each page's annotations.
 */
export async function activeNames(bytes: Uint8Array): Promise<string[]> {
  const found: string[] = [];
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const texts = [doc.context.trailerInfo.Root?.toString() ?? ''];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    // A stream's dictionary as syntax; its data only where it is syntax, not JPEG samples.
    texts.push(object instanceof PDFStream ? object.dict.toString() : object.toString());
    const filter = object instanceof PDFRawStream && object.dict.get(PDFName.of('Filter'));
    if (object instanceof PDFRawStream && String(filter) !== '/DCTDecode')
      texts.push(Buffer.from(decodePDFRawStream(object).decode()).toString('latin1'));
  }
  for (const text of texts) found.push(...(text.match(ACTIVE) ?? []));

  const task = getDocument({ data: new Uint8Array(bytes), verbosity: 0 });
  try {
    const pdfjs = await task.promise;
    if (await pdfjs.getJSActions()) found.push('pdf.js: JavaScript');
    if (await pdfjs.getOpenAction()) found.push('pdf.js: OpenAction');
    if (await pdfjs.getAttachments()) found.push('pdf.js: attachments');
    for (let n = 1; n <= pdfjs.numPages; n += 1) {
      const page = await pdfjs.getPage(n);
      if ((await page.getAnnotations()).length) found.push(`pdf.js: annotations on page ${n}`);
      if (await page.getJSActions()) found.push(`pdf.js: page ${n} actions`);
    }
  } finally {
    await task.destroy();
  }
  return found;
}

/** What each object of a PDF is, in order: its /Type (/Subtype for an XObject), or `content`. */
export async function objectTypes(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  return doc.context
    .enumerateIndirectObjects()
    .sort(([a], [b]) => a.objectNumber - b.objectNumber)
    .map(([, object]) => {
      const dict = object instanceof PDFStream ? object.dict : object;
      if (!(dict instanceof PDFDict)) return object.constructor.name;
      const type = dict.get(PDFName.of('Subtype')) ?? dict.get(PDFName.of('Type'));
      return type ? String(type) : object instanceof PDFStream ? 'content' : 'dictionary';
    });
}
