import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../../../src/api/contract/termination.ts';
import { acknowledgementPdf } from '../receiptPdf.ts';
import { checkUploadBytes, UPLOAD_CHECK_LIMITS, type CheckedType } from './check.ts';
import {
  ascii85,
  flateBomb,
  JPEG,
  lzw,
  onePage,
  pdf,
  png,
  pngUpPredicted,
  stream,
  zip,
} from './testFiles.ts';

const SCRIPT = '<< /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>';
const hex = (data: Uint8Array) => `${Buffer.from(data).toString('hex')}>`;
const MIB = 1024 * 1024;

const verdictOf = (bytes: Uint8Array, type: CheckedType = 'application/pdf') =>
  checkUploadBytes(bytes, type);

describe('the upload check passes', () => {
  it('a PDF as the sandbox itself writes it (compressed pages, embedded fonts, xref)', async () => {
    const bytes = await acknowledgementPdf({
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
    expect(verdictOf(bytes)).toEqual({ ok: true });
  });

  it('a PDF that opens at page 1, links to a web page, and holds a scanned page', () => {
    const pixels = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 7919) % 251));
    const bytes = onePage('/OpenAction [3 0 R /XYZ null null 0]', [
      '<< /Type /Annot /Subtype /Link /A << /S /URI /URI (https://www.o2online.de/) >> >>',
      stream(
        '/Type /XObject /Subtype /Image /Width 500 /Height 200 /BitsPerComponent 8 /ColorSpace /DeviceRGB /Filter /FlateDecode',
        deflateSync(pixels),
      ),
      stream('/Type /XObject /Subtype /Image /Width 12 /Height 8 /Filter /DCTDecode', JPEG),
      stream(
        '/Type /XRef /Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 4 >>',
        deflateSync(pngUpPredicted(Buffer.alloc(16, 1), 4)),
      ),
    ]);
    expect(verdictOf(bytes)).toEqual({ ok: true });
  });

  it('a JPEG, and a PNG plain, interlaced-free and with a text chunk', () => {
    expect(verdictOf(JPEG, 'image/jpeg')).toEqual({ ok: true });
    expect(verdictOf(png(), 'image/png')).toEqual({ ok: true });
    expect(
      verdictOf(png(64, 48, [{ type: 'tEXt', data: 'Software\0Scanner 2.1' }]), 'image/png'),
    ).toEqual({ ok: true });
  });
});

/** Why each evasion below is refused, where it is not for a script. */
const reasons: Record<string, string> = {
  'as a javascript: link': 'remoteAction',
  'as a UTF-16 hex javascript: link': 'remoteAction',
  'a /GoToR to another file and an embedded program': 'remoteAction',
  'a /Launch action': 'remoteAction',
  'a form that sends itself': 'remoteAction',
  'data imported on opening': 'remoteAction',
  'an object hidden in an image stream, reachable through the xref': 'hiddenObject',
  'an encrypted file, which cannot be checked': 'encrypted',
  'an embedded program alone': 'embeddedFile',
};

describe('the upload check refuses', () => {
  it('the two decompression bombs: 100 and 640 parts of 16 MB each', () => {
    const small = flateBomb(100);
    const large = flateBomb(640);
    expect(small.length).toBeLessThan(2 * MIB);
    expect(large.length).toBeLessThanOrEqual(UPLOAD_MAX_BYTES);
    for (const bomb of [small, large])
      expect(verdictOf(bomb)).toMatchObject({ ok: false, reason: 'budget' });
  });

  it.each([
    ['plain', onePage('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>')],
    ['a name spelled with #xx', onePage('/OpenAction << /S /J#61vaScript /J#53 (x) >>')],
    [
      'inside an ASCIIHex part',
      onePage('', [stream('/Filter /ASCIIHexDecode', hex(Buffer.from(SCRIPT)))]),
    ],
    [
      'inside an ASCIIHex+Flate object stream',
      onePage('', [
        stream(
          '/Type /ObjStm /N 1 /First 5 /Filter [/ASCIIHexDecode /FlateDecode]',
          hex(deflateSync(`9 0 ${SCRIPT}`)),
        ),
      ]),
    ],
    [
      'after 17 MB of padding',
      onePage('', [
        stream(
          '/Type /ObjStm /N 1 /First 5 /Filter /FlateDecode',
          deflateSync(Buffer.concat([Buffer.alloc(17_000_000, 0x20), Buffer.from(SCRIPT)])),
        ),
      ]),
    ],
    [
      'inside an ASCII85 part',
      onePage('', [stream('/Filter /ASCII85Decode', ascii85(Buffer.from(SCRIPT)))]),
    ],
    ['inside an LZW part', onePage('', [stream('/Filter /LZWDecode', lzw(Buffer.from(SCRIPT)))])],
    [
      'garbled by a PNG predictor',
      onePage('', [
        stream(
          '/Type /ObjStm /N 1 /First 5 /Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 8 >>',
          deflateSync(pngUpPredicted(Buffer.from(`9 0 ${SCRIPT}`.padEnd(96)), 8)),
        ),
      ]),
    ],
    ['as a javascript: link', onePage('', ['<< /S /URI /URI (  JavaScript:app.alert\\(1\\)) >>'])],
    [
      'as a UTF-16 hex javascript: link',
      onePage('', [
        `<< /S /URI /URI <FEFF${Buffer.from('javascript:x', 'utf16le').swap16().toString('hex')}> >>`,
      ]),
    ],
    [
      'a /GoToR to another file and an embedded program',
      onePage('/OpenAction 5 0 R', [
        '<< /S /GoToR /F (evil.pdf) /D [0 /Fit] >>',
        stream('/Type /EmbeddedFile', 'MZ\x90\0'),
      ]),
    ],
    [
      'an embedded program alone',
      onePage('/Names << /EmbeddedFiles 6 0 R >>', [stream('/Type /EmbeddedFile', 'MZ\x90\0')]),
    ],
    ['a /Launch action', onePage('/OpenAction << /S /Launch /F (cmd.exe) >>')],
    ['a form that sends itself', onePage('', ['<< /S /SubmitForm /F (https://evil.example/) >>'])],
    ['data imported on opening', onePage('', ['<< /S /ImportData /F (data.fdf) >>'])],
    [
      'an object hidden in an image stream, reachable through the xref',
      onePage('', [
        stream('/Type /XObject /Subtype /Image /Width 8 /Height 8', `7 0 obj\n${SCRIPT}\nendobj`),
      ]),
    ],
    [
      'an encrypted file, which cannot be checked',
      onePage('', [], '/Encrypt << /Filter /Standard /V 2 >> '),
    ],
  ] as const)('a script or action %s', (name, bytes) => {
    expect(verdictOf(bytes)).toMatchObject({ ok: false, reason: reasons[name] ?? 'activeContent' });
  });

  it.each([
    [
      'a Flate part that does not decode',
      onePage('', [stream('/Filter /FlateDecode', 'not deflate data at all')]),
    ],
    [
      'a raw deflate part without its zlib header',
      onePage('', [stream('/Type /ObjStm /Filter /FlateDecode', deflateSync(SCRIPT).subarray(2))]),
    ],
    ['an unknown filter', onePage('', [stream('/Filter /FooDecode', 'x')])],
    [
      'a stream without endstream',
      Buffer.from('%PDF-1.7\n1 0 obj << /Length 99 >>\nstream\nabc\n%%EOF\n'),
    ],
    [
      'a string that never ends',
      Buffer.from('%PDF-1.7\n1 0 obj << /Title (abc >> endobj\n%%EOF\n'),
    ],
  ] as const)('%s', (_name, bytes) => {
    expect(verdictOf(bytes)).toMatchObject({ ok: false, reason: 'undecodable' });
  });

  it('polyglots: PNG+HTML, JPEG+ZIP, PDF+HTML, and HTML or ZIP inside', () => {
    const html = '<html><script>alert(document.cookie)</script></html>';
    const cases: [string, Uint8Array, 'image/png' | 'image/jpeg' | 'application/pdf'][] = [
      ['PNG+HTML after IEND', png(4, 3, [], html), 'image/png'],
      [
        'PNG with HTML in a text chunk',
        png(4, 3, [{ type: 'tEXt', data: `Comment\0${html}` }]),
        'image/png',
      ],
      ['JPEG+ZIP', Buffer.concat([JPEG, zip()]), 'image/jpeg'],
      [
        'JPEG with bytes after EOI',
        Buffer.concat([JPEG, Buffer.from('trailing data')]),
        'image/jpeg',
      ],
      ['PDF+HTML after %%EOF', pdf(['<< /Type /Catalog >>'], '', html), 'application/pdf'],
      [
        'PDF with HTML in a comment',
        Buffer.from(`%PDF-1.7\n%${html}\n1 0 obj << >> endobj\n%%EOF\n`),
        'application/pdf',
      ],
      ['PDF with a ZIP in a stream', onePage('', [stream('', zip())]), 'application/pdf'],
    ];
    for (const [name, bytes, type] of cases)
      expect(checkUploadBytes(bytes, type), name).toMatchObject({ ok: false, reason: 'polyglot' });
  });

  it('a PNG that declares more pixels than the budget unpacks, and one with a wrong checksum', () => {
    // 40 000 × 40 000 pixels: 4.8 GB of samples declared in a file of a hundred bytes.
    const huge = png(4, 3, [], '', { width: 40_000, height: 40_000 });
    expect(verdictOf(huge, 'image/png')).toMatchObject({ ok: false, reason: 'budget' });
    const broken = png(4, 3);
    const at = broken.length - 20;
    broken.writeUInt8((broken[at] ?? 0) ^ 0xff, at);
    expect(verdictOf(broken, 'image/png')).toMatchObject({ ok: false, reason: 'undecodable' });
  });

  it('a file whose check runs out of time', () => {
    expect(
      checkUploadBytes(flateBomb(2), 'application/pdf', { ...UPLOAD_CHECK_LIMITS, timeMs: -1 }),
    ).toMatchObject({ ok: false, reason: 'budget' });
  });
});
