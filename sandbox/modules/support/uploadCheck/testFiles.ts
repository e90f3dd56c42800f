import { crc32, deflateSync } from 'node:zlib';
import { zipSync } from 'fflate';

/**
 * Files for the upload check's tests, made in the test: well-formed PDFs, PNGs and a JPEG,
 * the bombs and evasions of issue 18, and polyglots. Nothing big is committed.
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

/**
 * A PDF of these objects (numbered from 1) with its cross-reference table, trailer and
 * %%EOF, then `after` (a polyglot's second part).
 */
export function pdf(objects: (string | Uint8Array)[], trailer = '', after = ''): Buffer {
  const parts: Buffer[] = [bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n')];
  const offsets: number[] = [];
  let length = parts[0]?.length ?? 0;
  objects.forEach((object, i) => {
    const part = Buffer.concat([bytes(`${i + 1} 0 obj\n`), bytes(object), bytes('\nendobj\n')]);
    offsets.push(length);
    length += part.length;
    parts.push(part);
  });
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
