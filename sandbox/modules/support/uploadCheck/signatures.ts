import { refuse } from './budget.ts';

/**
 * Markup a browser would run if the file were ever served or opened as a web page. Five or
 * more bytes each: compressed or image data holds one by chance about once in 2^35 bytes.
 */
const HTML = /<(?:!doctype\s+html|html|head|body|script|iframe|svg|object|embed|\?php)[\s>/]/i;

/** A ZIP archive's local file header… */
const ZIP_ENTRY = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** …and its end-of-central-directory record, which ZIP readers look for in the last 64 KiB. */
const ZIP_END = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const ZIP_END_WINDOW = 65_535 + 22;

/** Where a local file header with a plausible "version needed" (1.0–6.3) starts, if any. */
function zipEntryAt(data: Buffer): number {
  for (let at = data.indexOf(ZIP_ENTRY); at >= 0; at = data.indexOf(ZIP_ENTRY, at + 1)) {
    const version = data[at + 4] ?? 0;
    if (version >= 0x0a && version <= 0x3f && data[at + 5] === 0) return at;
  }
  return -1;
}

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);

/**
 * Refuses a polyglot: a file that is also a web page or a ZIP archive (PNG+HTML, JPEG+ZIP,
 * PDF+HTML), whatever its format's own structure says. Looks at the bytes as stored, since
 * that is what another program would read.
 */
export function refuseOtherFormats(bytes: Uint8Array): void {
  const data = latin1(bytes);
  const html = HTML.exec(data.toString('latin1'));
  if (html) refuse('polyglot', `HTML markup (${html[0].trim()}) at byte ${html.index}`);
  const zip = zipEntryAt(data);
  if (zip >= 0) refuse('polyglot', `a ZIP entry at byte ${zip}`);
  if (data.subarray(-ZIP_END_WINDOW).includes(ZIP_END))
    refuse('polyglot', 'a ZIP directory at the end of the file');
}

/** Refuses anything but padding after a format's end marker. */
export function refuseTrailer(bytes: Uint8Array, end: number, format: string): void {
  for (let i = end; i < bytes.length; i += 1) {
    const byte = bytes[i] ?? 0;
    // NUL, tab, line feed, form feed, carriage return, space: padding some writers leave.
    if (![0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20].includes(byte))
      refuse('polyglot', `${bytes.length - end} bytes after the end of the ${format}`);
  }
}
