import { crc32, deflateSync } from 'node:zlib';
import { zipSync } from 'fflate';

/**
 * Files for the upload tests, made in the test: well-formed PDFs, PNGs and a JPEG,
 * the bombs, evasions and polyglots of issues 18 and 31. Nothing big is committed.
 */

const bytes = (part: string | Uint8Array) =>
  typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part);

/** A stream object's body: its dictionary with the data's /Length, the data, endstream. */
export const stream = (dict: string, data: string | Uint8Array) => {
  const body = bytes(data);
  return Buffer.concat([
    bytes(`<< ${dict} /Length ${body.length} >>\nstream\n`),
    body,
    bytes('\nendstream'),
  ]);
};

/** A PDF's header and these objects (numbered from 1), with where each starts. */
function objectsOf(objects: (string | Uint8Array)[]) {
  const parts: Buffer[] = [bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n')];
  const offsets: number[] = [];
  let length = parts[0]?.length ?? 0;
  objects.forEach((object, i) => {
    const part = Buffer.concat([bytes(`${i + 1} 0 obj\n`), bytes(object), bytes('\nendobj\n')]);
    offsets.push(length);
    length += part.length;
    parts.push(part);
  });
  return { parts, offsets, length };
}

/**
 * A PDF of these objects (numbered from 1) with its cross-reference table, trailer and
 * %%EOF, then `after` (a polyglot's second part).
 */
export function pdf(objects: (string | Uint8Array)[], trailer = '', after = ''): Buffer {
  const { parts, offsets, length } = objectsOf(objects);
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
  ].join('');
  parts.push(
    bytes(
      `${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailer}>>\nstartxref\n${length}\n%%EOF\n`,
    ),
    bytes(after),
  );
  return Buffer.concat(parts);
}

/** A one-page PDF with these extra entries in its catalog and these objects after the page. */
export const onePage = (catalog = '', extra: (string | Uint8Array)[] = [], trailer = '') =>
  pdf(
    [
      `<< /Type /Catalog /Pages 2 0 R ${catalog} >>`,
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
      stream('/Filter /FlateDecode', deflateSync('BT /F1 12 Tf 72 712 Td (Sterbeurkunde) Tj ET')),
      ...extra,
    ],
    trailer,
  );

let zeros: Buffer | undefined;

/**
 * A decompression bomb: `parts` Flate streams of 16 MB of zeros each, about 16 KB each
 * packed (100 parts ≈ 1.6 MB; 640 fill the 10 MiB the upload takes).
 */
export function flateBomb(parts: number): Buffer {
  zeros ??= deflateSync(Buffer.alloc(16_000_000), { level: 9 });
  const part = stream('/Filter /FlateDecode', zeros);
  return onePage(
    '',
    Array.from({ length: parts }, () => part),
  );
}

/** ASCII85 as PDF writes it, ending in `~>`. */
export function ascii85(data: Uint8Array): string {
  let out = '';
  for (let i = 0; i < data.length; i += 4) {
    const group = [0, 1, 2, 3].map((k) => data[i + k] ?? 0);
    const used = Math.min(4, data.length - i);
    let n = group.reduce((sum, b) => sum * 256 + b, 0);
    const digits: string[] = [];
    for (let k = 0; k < 5; k += 1) {
      digits.unshift(String.fromCharCode(33 + (n % 85)));
      n = Math.floor(n / 85);
    }
    out += digits.slice(0, used + 1).join('');
  }
  return `${out}~>`;
}

/** LZW as PDF writes it (ISO 32000-1 §7.4.4), for inputs short enough for 9-bit codes. */
export function lzw(data: Uint8Array): Buffer {
  const table = new Map<string, number>();
  const codes = [256];
  let next = 258;
  let word: number[] = [];
  const codeOf = (w: number[]) => (w.length === 1 ? (w[0] ?? 0) : (table.get(w.join()) ?? 0));
  for (const byte of data) {
    const longer = [...word, byte];
    if (word.length === 0 || table.has(longer.join())) word = longer;
    else {
      codes.push(codeOf(word));
      table.set(longer.join(), next++);
      word = [byte];
    }
  }
  if (next > 500) throw new Error('lzw(): input too long for 9-bit codes');
  codes.push(codeOf(word), 257);
  const bits = codes.map((c) => c.toString(2).padStart(9, '0')).join('');
  const padded = bits.padEnd(Math.ceil(bits.length / 8) * 8, '0');
  return Buffer.from((padded.match(/.{8}/g) ?? []).map((b) => parseInt(b, 2)));
}

/** Rows of PNG predictor 12 ("Up"): each row's difference to the row above. */
export function pngUpPredicted(data: Uint8Array, columns: number): Buffer {
  const rows: number[] = [];
  for (let at = 0; at < data.length; at += columns) {
    rows.push(2);
    for (let i = 0; i < columns; i += 1)
      rows.push(((data[at + i] ?? 0) - (at >= columns ? (data[at - columns + i] ?? 0) : 0)) & 0xff);
  }
  return Buffer.from(rows);
}

const chunk = (type: string, data: Uint8Array) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
};

/**
 * An RGB PNG of `width` × `height` with a gradient, extra chunks before IEND, then `after`;
 * its header may declare another size (a PNG bomb declares a huge one).
 */
export function png(
  width = 4,
  height = 3,
  extra: { type: string; data: string }[] = [],
  after = '',
  declared = { width, height },
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(declared.width, 0);
  header.writeUInt32BE(declared.height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.concat(
    Array.from({ length: height }, (_, y) =>
      Buffer.from([0, ...Array.from({ length: width * 3 }, (_v, x) => (x * 20 + y * 40) & 0xff)]),
    ),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    ...extra.map((c) => chunk(c.type, bytes(c.data))),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
    bytes(after),
  ]);
}

/** A 12 × 8 photo as Chromium's JPEG encoder writes it (JFIF, ICC profile, baseline). */
export const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAIAAwDASIAAhEBAxEB/8QAFgABAQEAAAAAAAAAAAAAAAAAAAQG/8QAFxABAAMAAAAAAAAAAAAAAAAAAAIDMf/EABUBAQEAAAAAAAAAAAAAAAAAAAQF/8QAFhEAAwAAAAAAAAAAAAAAAAAAAAUy/9oADAMBAAIRAxEAPwDL2pZaCusgcwo//9k=',
  'base64',
);

/** A ZIP archive holding one stored file, as appended to a JPEG to make a JPEG+ZIP. */
export function zip(name = 'payload.exe', content = 'MZ\x90\x00'): Buffer {
  return Buffer.from(zipSync({ [name]: [bytes(content), { level: 0 }] }));
}

/** A script action, as an evasion below hides it. */
export const SCRIPT_ACTION = '<< /S /JavaScript /JS (app.alert\\(1\\)) >>';

const PAGE_WITH_ACTION = (action: string) =>
  `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /AA << /O ${action} >> >>`;

/**
 * A PDF whose object 9, the script its page runs on opening (`/AA /O`), sits packed in
 * stream 5 as in an object stream, though that stream's dictionary says otherwise
 * (`containerDict`: no `/Type /ObjStm`, an image, a font's `/Length1`, an `/XRef`); a
 * cross-reference stream (object 6) points into it. Viewers that follow the index find it.
 */
export function packedScriptPdf(containerDict: string): Buffer {
  const packed = `9 0 ${SCRIPT_ACTION}`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    PAGE_WITH_ACTION('9 0 R'),
    stream('/Filter /FlateDecode', deflateSync('BT /F1 12 Tf 72 712 Td (Nachweis) Tj ET')),
    stream(`${containerDict} /N 1 /First 4 /Filter /FlateDecode`, deflateSync(packed)),
  ];
  const { parts, offsets, length } = objectsOf(objects);
  const xrefAt = length;
  // Entries of /W [1 4 2]: type, field 2, field 3.
  const entry = (type: number, a: number, b: number) => {
    const row = Buffer.alloc(7);
    row.writeUInt8(type, 0);
    row.writeUInt32BE(a, 1);
    row.writeUInt16BE(b, 5);
    return row;
  };
  const rows = Buffer.concat([
    entry(0, 0, 65535),
    ...offsets.map((o) => entry(1, o, 0)),
    entry(1, xrefAt, 0),
    entry(0, 0, 0),
    entry(0, 0, 0),
    entry(2, 5, 0),
  ]);
  parts.push(
    bytes('6 0 obj\n'),
    stream('/Type /XRef /Size 10 /W [1 4 2] /Root 1 0 R', rows),
    bytes(`\nendobj\nstartxref\n${xrefAt}\n%%EOF\n`),
  );
  return Buffer.concat(parts);
}

/**
 * A PDF whose page runs object 7 on opening, and object 7 exists only inside a literal
 * string of object 5 (`/Producer (7 0 obj … endobj)`): the cross-reference table points into
 * the string, so a viewer reading by offset finds a script a reader of the syntax never sees.
 */
export function scriptInStringPdf(): Buffer {
  const hidden = `7 0 obj ${SCRIPT_ACTION} endobj`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    PAGE_WITH_ACTION('7 0 R'),
    stream('/Filter /FlateDecode', deflateSync('BT /F1 12 Tf 72 712 Td (Nachweis) Tj ET')),
    `<< /Producer (${hidden}) >>`,
    '<< >>',
  ];
  const { parts, offsets, length } = objectsOf(objects);
  const inString = (offsets[4] ?? 0) + Buffer.from(`5 0 obj\n<< /Producer (`).length;
  const xref = [
    `xref\n0 8\n0000000000 65535 f \n`,
    ...[...offsets, inString].map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
  ].join('');
  parts.push(
    bytes(`${xref}trailer\n<< /Size 8 /Root 1 0 R /Info 5 0 R >>\nstartxref\n${length}\n%%EOF\n`),
  );
  return Buffer.concat(parts);
}

/** A PDF whose page tree declares `count` pages over `real` actual ones (all alike). */
export function pagesPdf(count: number, real = 1): Buffer {
  const kids = Array.from({ length: real }, (_, i) => `${i + 4} 0 R`).join(' ');
  return pdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${count} >>`,
    stream('', 'BT /F1 12 Tf 72 712 Td (Seite) Tj ET'),
    ...Array.from(
      { length: real },
      () => '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 3 0 R >>',
    ),
  ]);
}

/** A JPEG whose header declares this size (the sample's SOF0 rewritten). */
export function jpegDeclaring(width: number, height: number): Buffer {
  const copy = Buffer.from(JPEG);
  const sof = copy.indexOf(Buffer.from([0xff, 0xc0]));
  copy.writeUInt16BE(height, sof + 5);
  copy.writeUInt16BE(width, sof + 7);
  return copy;
}

/** The sample JPEG with a comment segment (COM) right after its start marker. */
export function jpegWithComment(comment: string | Uint8Array): Buffer {
  const data = bytes(comment);
  const head = Buffer.from([0xff, 0xfe, 0, 0]);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([JPEG.subarray(0, 2), head, data, JPEG.subarray(2)]);
}

/**
 * A PDF of `pages` pages that each draw their own 4000 × 4000 grey image: small to send
 * (the samples compress to a few KB), slow to draw. For the tests that need a file that
 * keeps a worker busy for seconds.
 */
export function slowPdf(pages: number): Buffer {
  const image = deflateSync(Buffer.alloc(4000 * 4000, 0x80), { level: 9 });
  const first = 3;
  const objects: (string | Uint8Array)[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${Array.from({ length: pages }, (_, i) => `${first + i * 3} 0 R`).join(' ')}] /Count ${pages} >>`,
  ];
  for (let i = 0; i < pages; i += 1) {
    const at = first + i * 3;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${at + 1} 0 R /Resources << /XObject << /Im ${at + 2} 0 R >> >> >>`,
      stream('', `q 595 0 0 842 0 0 cm /Im Do Q`),
      stream(
        '/Type /XObject /Subtype /Image /Width 4000 /Height 4000 /BitsPerComponent 8 /ColorSpace /DeviceGray /Filter /FlateDecode',
        image,
      ),
    );
  }
  return pdf(objects);
}

/**
 * A decompression bomb its page draws: the page's contents are `parts` Flate streams of
 * 16 MB of spaces each (about 16 KB each packed), which a renderer must unpack.
 */
export function contentBomb(parts: number): Buffer {
  const spaces = deflateSync(Buffer.alloc(16_000_000, 0x20), { level: 9 });
  const refs = Array.from({ length: parts }, (_, i) => `${i + 4} 0 R`).join(' ');
  return pdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents [${refs}] >>`,
    ...Array.from({ length: parts }, () => stream('/Filter /FlateDecode', spaces)),
  ]);
}
