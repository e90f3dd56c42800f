import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PDFDict, PDFDocument, PDFName, PDFNumber } from '@cantoo/pdf-lib';
import { createCanvas } from '@napi-rs/canvas';
import { getDocument, PasswordException } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { refuse, type Disarmed, type DisarmLimits } from './outcome.ts';

const pdfjsDir = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const pdfjsData = (folder: string) => `${join(pdfjsDir, folder)}/`;

/** The largest page side a PDF may declare (ISO 32000-1 Annex C), in points. */
const MAX_PAGE_POINTS = 14_400;

/**
 * What the file's catalog declares, as pdf-lib reads it: more pages than `maxPages` in its
 * page tree (pdf.js counts the pages it finds, whatever `/Count` says), or an `/OpenAction`
 * naming an action other than going to a page (a web address, a script, a program) refuse it.
 * The rebuilt file would carry neither; a file that declares them is refused all the same.
 */
async function refuseDeclarations(bytes: Uint8Array, limits: DisarmLimits): Promise<void> {
  const doc = await PDFDocument.load(bytes, {
    ignoreEncryption: true,
    updateMetadata: false,
    throwOnInvalidObject: false,
  }).catch(() => refuse('unreadable', 'a PDF pdf-lib cannot read'));
  const count = doc.catalog.lookupMaybe(PDFName.of('Pages'), PDFDict)?.get(PDFName.of('Count'));
  if (count instanceof PDFNumber && count.asNumber() > limits.maxPages)
    refuse('tooManyPages', `a PDF declaring ${count.asNumber()} pages`);
  const action = doc.catalog.lookup(PDFName.of('OpenAction'));
  if (!(action instanceof PDFDict)) return;
  const kind = action.lookup(PDFName.of('S'));
  if (!(kind instanceof PDFName) || kind.asString() !== '/GoTo')
    refuse('actionOnOpening', `/OpenAction ${kind instanceof PDFName ? kind.asString() : '?'}`);
}

/**
 * A PDF rebuilt from pictures of its pages (content disarm and reconstruction): pdf.js reads
 * it and draws every page at `dpi`, and a new PDF holds one JPEG per page and nothing else —
 * no script, action, link, form, attachment, font or object of the original survives.
 * Refused: what pdf.js cannot read without errors, a password, more than `maxPages` pages
 * (declared or found, before any is drawn), and an action run on opening.
 */
export async function disarmPdf(bytes: Uint8Array, limits: DisarmLimits): Promise<Disarmed> {
  const deadline = performance.now() + limits.timeMs;
  await refuseDeclarations(bytes, limits);
  const task = getDocument({
    // pdf.js takes the buffer over (and wants a plain Uint8Array): it gets a copy.
    data: new Uint8Array(bytes),
    stopAtErrors: true,
    enableXfa: false,
    disableFontFace: true,
    useSystemFonts: false,
    maxImageSize: limits.maxPixels,
    standardFontDataUrl: pdfjsData('standard_fonts'),
    cMapUrl: pdfjsData('cmaps'),
    wasmUrl: pdfjsData('wasm'),
    iccUrl: pdfjsData('iccs'),
    verbosity: 0,
  });
  try {
    const doc = await task.promise.catch((error: unknown) =>
      error instanceof PasswordException
        ? refuse('encrypted', 'a PDF behind a password')
        : refuse('unreadable', `a PDF pdf.js cannot read: ${(error as Error).message}`),
    );
    if (doc.numPages > limits.maxPages)
      refuse('tooManyPages', `a PDF declaring ${doc.numPages} pages`);
    if (await doc.getJSActions()) refuse('actionOnOpening', 'document-level JavaScript');
    const out = await PDFDocument.create({ updateMetadata: false });
    for (let number = 1; number <= doc.numPages; number += 1) {
      if (performance.now() > deadline) refuse('budget', 'drawing the pages took too long');
      const page = await doc.getPage(number);
      const { width, height } = page.getViewport({ scale: 1 });
      if (!(width >= 1 && height >= 1)) refuse('unreadable', `page ${number} has no size`);
      const scale = Math.min(limits.dpi / 72, limits.maxSide / Math.max(width, height));
      const viewport = page.getViewport({ scale });
      const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
      const context = canvas.getContext('2d');
      context.fillStyle = '#fff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      await page
        .render({ canvas: canvas as unknown as HTMLCanvasElement, viewport, intent: 'print' })
        .promise.catch((error: unknown) =>
          refuse('unreadable', `page ${number} does not draw: ${(error as Error).message}`),
        );
      page.cleanup();
      const picture = await out.embedJpg(await canvas.encode('jpeg', 85));
      const fit = Math.min(1, MAX_PAGE_POINTS / Math.max(width, height));
      out
        .addPage([width * fit, height * fit])
        .drawImage(picture, { x: 0, y: 0, width: width * fit, height: height * fit });
    }
    const rebuilt = await out.save({ useObjectStreams: false });
    return { ok: true, bytes: rebuilt, type: 'application/pdf', pages: doc.numPages };
  } finally {
    await task.destroy();
  }
}
