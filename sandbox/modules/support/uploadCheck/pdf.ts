import { PDFContext, PDFDict, PDFName, PDFObjectParser } from '@cantoo/pdf-lib';
import { Refused, refuse, type Budget, type Refusal } from './budget.ts';
import { decodeStream, directLength, nameOf } from './pdfStreams.ts';
import { refuseTrailer } from './signatures.ts';

/**
 * Names that make a PDF act on its own or reach out (ISO 32000-1 §12.6, §7.11, §12.7.8):
 * scripts, launching or fetching other files, sending form data, embedded files, rich
 * media and XFA forms; and encryption, behind which nothing can be checked. A plain
 * /OpenAction or /AA (open at page 1) passes: the actions they name are what is looked at.
 */
const FORBIDDEN: Record<string, Refusal> = {
  JavaScript: 'activeContent',
  JS: 'activeContent',
  RichMedia: 'activeContent',
  RichMediaExecute: 'activeContent',
  XFA: 'activeContent',
  Launch: 'remoteAction',
  GoToR: 'remoteAction',
  GoToE: 'remoteAction',
  SubmitForm: 'remoteAction',
  ImportData: 'remoteAction',
  EmbeddedFile: 'embeddedFile',
  EmbeddedFiles: 'embeddedFile',
  Encrypt: 'encrypted',
};

/** A link target that runs code or opens a local or inline document instead of a web page. */
const UNSAFE_URI = /^(?:javascript|vbscript|data|file):/i;
/** Any string that is a script URL, wherever it is referenced from. */
const SCRIPT_URL = /^(?:javascript|vbscript):/i;

const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITERS = new Set([...'()<>[]{}/%'].map((c) => c.charCodeAt(0)));
const isRegular = (byte: number | undefined) =>
  byte !== undefined && !WHITESPACE.has(byte) && !DELIMITERS.has(byte);

const ENDSTREAM = Buffer.from('endstream');
/** `12 0 obj` inside a stream: an object a viewer could reach through the xref table. */
const HIDDEN_OBJECT = /(?:^|[\0\t\n\f\r ])\d+[\0\t\n\f\r ]+\d+[\0\t\n\f\r ]+obj(?![A-Za-z])/;

const context = PDFContext.create();

/**
 * How strictly a piece of syntax is read: the file and its object streams are what a
 * viewer parses, so anything unreadable there refuses the file; a page's content stream
 * only draws, so reading it stops at the first thing that is not syntax.
 */
type Mode = 'file' | 'objects' | 'content';

/** Bytes of a literal string `( … )` without its escapes, and where it ends. */
function literalString(bytes: Uint8Array, start: number): { value: number[]; end: number } {
  const value: number[] = [];
  let depth = 1;
  let i = start + 1;
  while (i < bytes.length) {
    const byte = bytes[i] ?? 0;
    if (byte === 0x5c) {
      const next = bytes[i + 1] ?? 0;
      const escapes: Record<number, number> = {
        0x6e: 0x0a,
        0x72: 0x0d,
        0x74: 0x09,
        0x62: 0x08,
        0x66: 0x0c,
      };
      if (next >= 0x30 && next <= 0x37) {
        let octal = '';
        while (octal.length < 3 && (bytes[i + 1] ?? 0) >= 0x30 && (bytes[i + 1] ?? 0) <= 0x37) {
          octal += String.fromCharCode(bytes[i + 1] ?? 0);
          i += 1;
        }
        value.push(parseInt(octal, 8) & 0xff);
        i += 1;
        continue;
      }
      if (next === 0x0d || next === 0x0a) {
        i += next === 0x0d && bytes[i + 2] === 0x0a ? 3 : 2;
        continue;
      }
      value.push(escapes[next] ?? next);
      i += 2;
      continue;
    }
    if (byte === 0x28) depth += 1;
    if (byte === 0x29 && --depth === 0) return { value, end: i + 1 };
    value.push(byte);
    i += 1;
  }
  return refuse('undecodable', 'a string that never ends');
}

/** Bytes of a hex string `< … >` and where it ends. */
function hexString(bytes: Uint8Array, start: number): { value: number[]; end: number } {
  const end = bytes.indexOf(0x3e, start);
  if (end < 0) return refuse('undecodable', 'a hex string that never ends');
  const digits = view(bytes.subarray(start + 1, end))
    .toString('latin1')
    .replace(/[\0\t\n\f\r ]/g, '');
  if (!/^[0-9A-Fa-f]*$/.test(digits)) return refuse('undecodable', 'a hex string with non-hex');
  const padded = digits.length % 2 ? `${digits}0` : digits;
  return { value: [...Buffer.from(padded, 'hex')], end: end + 1 };
}

/** A string's text as a viewer would read a URL: UTF-16 when marked so, without spaces. */
function stringText(value: number[]): string {
  const bytes = Buffer.from(value);
  const text =
    bytes[0] === 0xfe && bytes[1] === 0xff
      ? bytes.subarray(2).swap16().toString('utf16le')
      : bytes.toString('latin1');
  return text.replace(/[\s\p{Cc}\p{Cf}]/gu, '');
}

/** A name's text with its `#xx` escapes resolved (`/J#61vaScript` is `/JavaScript`). */
function nameText(bytes: Uint8Array, start: number, end: number): string {
  return Buffer.from(bytes.subarray(start, end))
    .toString('latin1')
    .replace(/#([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const view = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);

const startsWith = (bytes: Uint8Array, at: number, word: Buffer) =>
  at + word.length <= bytes.length && word.every((b, i) => bytes[at + i] === b);

/**
 * Reads PDF syntax token by token (ISO 32000-1 §7.2–7.3) and refuses the file at the first
 * name or URL that makes it act. In the file itself, every `stream` is cut out by its
 * dictionary and decoded through its filters; object streams are read the same way.
 */
export function scanSyntax(bytes: Uint8Array, budget: Budget, mode: Mode): void {
  const strict = mode !== 'content';
  let i = 0;
  let dictDepth = 0;
  let dictStart = -1;
  /** Where the dictionary that just closed at the top began and ended, until the next token. */
  let closed: { start: number; end: number } | undefined;
  let afterUri = false;
  try {
    while (i < bytes.length) {
      if ((i & 0xffff) === 0) budget.tick();
      const byte = bytes[i] ?? 0;
      if (WHITESPACE.has(byte)) {
        i += 1;
        continue;
      }
      const justClosed = closed;
      closed = undefined;
      if (byte === 0x25) {
        // A comment, to the end of its line.
        while (i < bytes.length && bytes[i] !== 0x0a && bytes[i] !== 0x0d) i += 1;
        closed = justClosed;
        continue;
      }
      if (byte === 0x2f) {
        const start = i + 1;
        i = start;
        while (isRegular(bytes[i])) i += 1;
        const name = nameText(bytes, start, i);
        const reason = FORBIDDEN[name];
        if (reason) refuse(reason, `/${name}`);
        afterUri = name === 'URI';
        continue;
      }
      if (byte === 0x28 || (byte === 0x3c && bytes[i + 1] !== 0x3c)) {
        const { value, end } = byte === 0x28 ? literalString(bytes, i) : hexString(bytes, i);
        const text = stringText(value);
        if (SCRIPT_URL.test(text) || (afterUri && UNSAFE_URI.test(text)))
          refuse('remoteAction', `a link to ${text.slice(0, 40)}`);
        afterUri = false;
        i = end;
        continue;
      }
      afterUri = false;
      if (byte === 0x3c) {
        if (dictDepth === 0) dictStart = i;
        dictDepth += 1;
        i += 2;
        continue;
      }
      if (byte === 0x3e) {
        if (bytes[i + 1] !== 0x3e) refuse('undecodable', `a stray > at byte ${i}`);
        i += 2;
        dictDepth = Math.max(0, dictDepth - 1);
        if (dictDepth === 0 && dictStart >= 0) closed = { start: dictStart, end: i };
        continue;
      }
      if (!isRegular(byte)) {
        // [ ] { } and a stray ) stand alone.
        i += 1;
        continue;
      }
      const start = i;
      while (isRegular(bytes[i])) i += 1;
      const word = Buffer.from(bytes.subarray(start, i)).toString('latin1');
      if (word === 'stream') {
        if (mode === 'content') continue;
        if (mode === 'objects' || !justClosed)
          return refuse('undecodable', `a stream without its dictionary at byte ${start}`);
        i = readStream(bytes, justClosed, i, budget);
      } else if (word === 'ID' && mode === 'content') {
        // Inline image data runs to the EI that ends it: bytes, not syntax.
        const rest = view(bytes.subarray(i)).toString('latin1');
        const ei = /[\0\t\n\f\r ]EI(?![^\0\t\n\f\r ])/.exec(rest);
        i = ei ? i + ei.index + ei[0].length : bytes.length;
      }
    }
  } catch (error) {
    // A content stream that stops being syntax is only drawn: nothing more to read there.
    if (strict || !(error instanceof Refused) || error.reason !== 'undecodable') throw error;
  }
}

/**
 * One stream of the file: its dictionary read with pdf-lib's parser, its data cut by
 * /Length (or at `endstream` where the length is indirect or wrong, as viewers do), decoded
 * and looked through. Answers where reading goes on.
 */
function readStream(
  bytes: Uint8Array,
  dictRange: { start: number; end: number },
  keywordEnd: number,
  budget: Budget,
): number {
  let dict: PDFDict;
  try {
    const parsed = PDFObjectParser.forBytes(
      bytes.subarray(dictRange.start, dictRange.end),
      context,
    ).parseObject();
    if (!(parsed instanceof PDFDict)) throw new Error('no dictionary');
    dict = parsed;
  } catch {
    return refuse('undecodable', `a stream dictionary at byte ${dictRange.start}`);
  }
  let start = keywordEnd;
  if (bytes[start] === 0x0d) start += 1;
  if (bytes[start] === 0x0a) start += 1;
  let end: number;
  let after: number;
  const length = directLength(dict);
  let at = length === undefined ? -1 : start + length;
  while (at >= 0 && WHITESPACE.has(bytes[at] ?? -1)) at += 1;
  if (length !== undefined && length >= 0 && startsWith(bytes, at, ENDSTREAM)) {
    end = start + length;
    after = at + ENDSTREAM.length;
  } else {
    const found = view(bytes).indexOf(ENDSTREAM, start);
    if (found < 0) return refuse('undecodable', `a stream without endstream at byte ${start}`);
    end = found;
    if (bytes[end - 1] === 0x0a) end -= 1;
    if (bytes[end - 1] === 0x0d) end -= 1;
    after = found + ENDSTREAM.length;
  }
  checkStream(dict, bytes.subarray(start, Math.max(start, end)), budget);
  return after;
}

const hasHiddenObject = (data: Uint8Array) => HIDDEN_OBJECT.test(view(data).toString('latin1'));

/** Font programs, colour profiles and cross-reference data: binary, never PDF syntax. */
function isBinary(dict: PDFDict, type: string | undefined, subtype: string | undefined): boolean {
  if (type === 'XRef') return true;
  if (['Length1', 'Length2', 'Length3'].some((key) => dict.has(PDFName.of(key)))) return true;
  if (['Type1C', 'CIDFontType0C', 'OpenType'].includes(subtype ?? '')) return true;
  return type === undefined && subtype === undefined && dict.has(PDFName.of('N'));
}

function checkStream(dict: PDFDict, raw: Uint8Array, budget: Budget): void {
  const type = nameOf(dict.get(PDFName.of('Type')));
  const subtype = nameOf(dict.get(PDFName.of('Subtype')));
  if (hasHiddenObject(raw)) refuse('hiddenObject', 'an object inside a stream');
  // Image samples are pixels for the viewer to draw: not decoded here, not read as syntax.
  if (subtype === 'Image' && (type === undefined || type === 'XObject')) return;
  const decoded = decodeStream(dict, raw, budget);
  if (decoded.data !== raw && hasHiddenObject(decoded.data))
    refuse('hiddenObject', 'an object inside a decoded stream');
  if (!decoded.complete) return;
  if (type === 'ObjStm') scanSyntax(decoded.data, budget, 'objects');
  else if (!isBinary(dict, type, subtype)) scanSyntax(decoded.data, budget, 'content');
}

/**
 * Checks a PDF: nothing but padding after its last %%EOF (no HTML or archive appended),
 * every part decodable within the budget, no name or link that makes it act.
 */
export function checkPdf(bytes: Uint8Array, budget: Budget): void {
  const eof = view(bytes).lastIndexOf('%%EOF');
  if (eof < 0) refuse('undecodable', 'no %%EOF');
  refuseTrailer(bytes, eof + 5, 'PDF');
  scanSyntax(bytes, budget, 'file');
}
