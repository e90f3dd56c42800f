import { PDFDocument } from '@cantoo/pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { acknowledgementPdf } from '../receiptPdf.ts';
import { disarmUpload } from './disarm.ts';
import type { DisarmedType, Outcome } from './outcome.ts';
import { activeNames, objectTypes } from './testing.ts';
import {
  flateBomb,
  JPEG,
  jpegDeclaring,
  jpegWithComment,
  onePage,
  packedScriptPdf,
  pagesPdf,
  png,
  SCRIPT_ACTION,
  scriptInStringPdf,
  stream,
} from './testFiles.ts';

const ACTIVE = /\/(?:JavaScript|JS|OpenAction|AA|Launch|URI)(?![A-Za-z0-9#])/;
/** Bytes as text, for a search; never printed (a failed match would dump the file). */
const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

/** A refusal, or a rebuilt file in which no maintained parser finds anything active. */
async function refusedOrDisarmed(bytes: Uint8Array, type: DisarmedType = 'application/pdf') {
  const outcome = await disarmUpload(bytes, type);
  if (!outcome.ok) return outcome.reason;
  if (type === 'application/pdf') expect(await activeNames(outcome.bytes)).toEqual([]);
  else
    expect(ACTIVE.test(latin1(outcome.bytes)) || latin1(outcome.bytes).includes('%PDF')).toBe(
      false,
    );
  return 'disarmed';
}

const rebuilt = (outcome: Outcome) => {
  if (!outcome.ok) throw new Error(`refused: ${outcome.reason} (${outcome.detail})`);
  return outcome;
};

describe('a proof is kept as rebuilt from what it shows', () => {
  it('a PDF as the sandbox writes it: one page of text, drawn, with nothing but its picture', async () => {
    const original = await acknowledgementPdf({
      locale: 'de',
      title: 'Eingangsbestätigung',
      labels: { receivedAt: 'Eingegangen am', reference: 'Vorgangsnummer' },
      received: (at) => `Ihre Kündigung ist am ${at} eingegangen.`,
      id: '5f0e2c7a-41d3-4b8e-9c61-2a7d9b3e8f14',
      receivedAt: '2026-01-14T09:30:00+01:00',
      rows: [['Name', 'Anna Müller']],
      next: ['Wir melden uns.'],
      footer: 'o2',
    });
    const outcome = rebuilt(await disarmUpload(original, 'application/pdf'));
    expect(outcome.pages).toBe(1);
    const text = latin1(outcome.bytes);
    // The page's picture: A4 at 150 dpi, with the dark text on it.
    const jpeg = text.slice(text.indexOf('\xff\xd8\xff'), text.lastIndexOf('\xff\xd9') + 2);
    const picture = sharp(Buffer.from(jpeg, 'latin1'));
    expect(await picture.metadata()).toMatchObject({ width: 1241, height: 1754 });
    const { channels } = await picture.stats();
    expect(channels[0]?.min).toBeLessThan(60);
    expect(await activeNames(outcome.bytes)).toEqual([]);
    expect((await objectTypes(outcome.bytes)).sort()).toEqual([
      '/Catalog',
      '/Image',
      '/Page',
      '/Pages',
      'content',
    ]);
  });

  it('a JPEG and a PNG: the same pixels, without their comment or text chunk', async () => {
    const photo = rebuilt(await disarmUpload(jpegWithComment('Scanner 2.1'), 'image/jpeg'));
    expect(await sharp(photo.bytes).metadata()).toMatchObject({
      format: 'jpeg',
      width: 12,
      height: 8,
    });
    expect(latin1(photo.bytes).includes('Scanner')).toBe(false);
    const scan = rebuilt(
      await disarmUpload(
        png(64, 48, [{ type: 'tEXt', data: 'Software\0Scanner 2.1' }]),
        'image/png',
      ),
    );
    expect(await sharp(scan.bytes).metadata()).toMatchObject({ format: 'png', width: 64 });
    expect(latin1(scan.bytes).includes('Scanner')).toBe(false);
  });

  it('a page drawn larger than the limit is scaled down to it', async () => {
    const poster = Buffer.from(
      onePage().toString('latin1').replace('[0 0 595 842]', '[0 0 14400 14400]'),
      'latin1',
    );
    const outcome = rebuilt(await disarmUpload(poster, 'application/pdf'));
    expect(/\/Width 2400\b/.test(latin1(outcome.bytes))).toBe(true);
  });
});

describe('evasions that passed the old check (issue 31) are refused or disarmed', () => {
  const scriptPdf = Buffer.from(onePage(`/OpenAction ${SCRIPT_ACTION}`)).toString('latin1');
  it.each([
    ['an object stream without /Type /ObjStm', packedScriptPdf('')],
    ['an object stream typed /Subtype /Image', packedScriptPdf('/Type /XObject /Subtype /Image')],
    ['an object stream with a font’s /Length1', packedScriptPdf('/Length1 40')],
    ['an object stream typed /XRef', packedScriptPdf('/Type /XRef /W [1 1 1]')],
    ['an object in a literal string reached by its xref offset', scriptInStringPdf()],
    ['a script in an ASCIIHex part', onePage('', [stream('/Filter /ASCIIHexDecode', '2F4A53>')])],
    ['a page link to a web address', onePage('', ['<< /S /URI /URI (https://evil.example/) >>'])],
  ])('%s', async (_name, bytes) => {
    // The oracle sees what the file hides (pdf-lib gives up on the string trick; qpdf and
    // pdf.js follow the offset into it)…
    expect(await activeNames(bytes).catch(() => ['pdf-lib cannot read it'])).not.toEqual([]);
    // …and nothing of it in what is kept.
    expect(await refusedOrDisarmed(bytes)).toBe('disarmed');
  });

  it('a decompression bomb of 100 parts no page uses: never unpacked', async () => {
    const started = performance.now();
    expect(rebuilt(await disarmUpload(flateBomb(100), 'application/pdf')).pages).toBe(1);
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('a JPEG and a PNG carrying a PDF with /JavaScript in a comment or text chunk', async () => {
    expect(await refusedOrDisarmed(jpegWithComment(scriptPdf), 'image/jpeg')).toBe('disarmed');
    expect(
      await refusedOrDisarmed(
        png(4, 3, [{ type: 'tEXt', data: `Comment\0${scriptPdf}` }]),
        'image/png',
      ),
    ).toBe('disarmed');
  });
});

describe('refused outright', () => {
  it.each([
    ['/OpenAction /URI', onePage('/OpenAction << /S /URI /URI (https://evil.example/) >>')],
    ['/OpenAction /JavaScript', onePage(`/OpenAction ${SCRIPT_ACTION}`)],
    ['/OpenAction /Launch', onePage('/OpenAction << /S /Launch /F (cmd.exe) >>')],
  ])('an action run on opening: %s', async (_name, bytes) => {
    expect(await disarmUpload(bytes, 'application/pdf')).toMatchObject({
      ok: false,
      reason: 'actionOnOpening',
    });
  });

  it('a PDF declaring 2,147,483,647 pages, and one of 20,000 real pages', async () => {
    for (const bytes of [pagesPdf(2_147_483_647), pagesPdf(20_000, 20_000)])
      expect(await disarmUpload(bytes, 'application/pdf')).toMatchObject({
        ok: false,
        reason: 'tooManyPages',
      });
  });

  it('a JPEG declaring 65,500 × 65,500 pixels, from its header', async () => {
    expect(await disarmUpload(jpegDeclaring(65_500, 65_500), 'image/jpeg')).toMatchObject({
      ok: false,
      reason: 'tooManyPixels',
    });
  });

  it('files the parsers cannot read: a broken PDF, JPEG and PNG, and a PDF behind a password', async () => {
    const cases: [Uint8Array, DisarmedType][] = [
      [Buffer.from('%PDF-1.7\n1 0 obj << /Title (abc >> endobj\n%%EOF\n'), 'application/pdf'],
      [JPEG.subarray(0, 200), 'image/jpeg'],
      [png().subarray(0, 40), 'image/png'],
    ];
    for (const [bytes, type] of cases)
      expect(await disarmUpload(bytes, type)).toMatchObject({ ok: false, reason: 'unreadable' });
    const locked = await PDFDocument.create();
    locked.addPage();
    locked.encrypt({ userPassword: 'geheim', ownerPassword: 'geheimer' });
    expect(await disarmUpload(await locked.save(), 'application/pdf')).toMatchObject({
      ok: false,
      reason: 'encrypted',
    });
  });
});
