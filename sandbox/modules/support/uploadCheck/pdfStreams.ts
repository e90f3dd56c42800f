import { constants, inflateSync } from 'node:zlib';
import {
  decodePDFRawStream,
  PDFArray,
  PDFContext,
  PDFDict,
  PDFName,
  PDFNumber,
  PDFRawStream,
  type PDFObject,
} from '@cantoo/pdf-lib';
import { Refused, refuse, type Budget } from './budget.ts';

const context = PDFContext.create();

/** The text of a name object (`/ObjStm` → `ObjStm`), or undefined for anything else. */
export const nameOf = (value: PDFObject | undefined): string | undefined =>
  value instanceof PDFName ? value.decodeText() : undefined;

const numberOf = (value: PDFObject | undefined): number | undefined =>
  value instanceof PDFNumber ? value.asNumber() : undefined;

/** Image codecs: what they decode to is pixels, never read as PDF syntax or script. */
const IMAGE_CODECS = new Set([
  'DCTDecode',
  'DCT',
  'JPXDecode',
  'JBIG2Decode',
  'CCITTFaxDecode',
  'CCF',
]);

/** Filters pdf-lib decodes (its ports of pdf.js's decoders), with their inline-image short names. */
const PDF_LIB_FILTERS: Record<string, string> = {
  LZWDecode: 'LZWDecode',
  LZW: 'LZWDecode',
  ASCII85Decode: 'ASCII85Decode',
  A85: 'ASCII85Decode',
  ASCIIHexDecode: 'ASCIIHexDecode',
  AHx: 'ASCIIHexDecode',
  RunLengthDecode: 'RunLengthDecode',
  RL: 'RunLengthDecode',
};

/** Decoded in pieces of this size, so the budget is checked while a part grows. */
const CHUNK = 1024 * 1024;

/**
 * FlateDecode with Node's zlib: native, and it stops at the bytes the budget has left. A
 * truncated part gives what it holds (as viewers read it); a corrupt one refuses the file.
 */
function inflate(data: Uint8Array, budget: Budget): Uint8Array {
  try {
    const out = inflateSync(data, {
      maxOutputLength: Math.max(1, budget.bytesLeft),
      finishFlush: constants.Z_SYNC_FLUSH,
    });
    budget.spend(out.length);
    return out;
  } catch (error) {
    if (error instanceof Refused) throw error;
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
      return refuse('budget', 'a FlateDecode part exceeds the unpacked-bytes budget');
    return refuse('undecodable', `a FlateDecode part: ${(error as Error).message}`);
  }
}

/** The other standard filters through pdf-lib's stream decoders, a chunk at a time. */
function decodeWithPdfLib(
  filter: string,
  parms: PDFDict | undefined,
  data: Uint8Array,
  budget: Budget,
): Uint8Array {
  const dict = PDFDict.withContext(context);
  dict.set(PDFName.of('Filter'), PDFName.of(filter));
  if (parms) dict.set(PDFName.of('DecodeParms'), parms);
  try {
    const stream = decodePDFRawStream(PDFRawStream.of(dict, data));
    const chunks: Uint8Array[] = [];
    for (;;) {
      const chunk = stream.getBytes(CHUNK);
      if (chunk.length === 0) break;
      budget.spend(chunk.length);
      chunks.push(Uint8Array.from(chunk));
    }
    return Buffer.concat(chunks);
  } catch (error) {
    if (error instanceof Refused) throw error;
    return refuse('undecodable', `a ${filter} part: ${(error as Error).message}`);
  }
}

/** Undoes a TIFF or PNG predictor (ISO 32000-1 §7.4.4.4), as a viewer does before reading. */
export function unpredict(data: Uint8Array, parms: PDFDict | undefined): Uint8Array {
  const predictor = numberOf(parms?.get(PDFName.of('Predictor'))) ?? 1;
  if (predictor === 1) return data;
  const colors = numberOf(parms?.get(PDFName.of('Colors'))) ?? 1;
  const bits = numberOf(parms?.get(PDFName.of('BitsPerComponent'))) ?? 8;
  const columns = numberOf(parms?.get(PDFName.of('Columns'))) ?? 1;
  if (
    ![1, 2, 4, 8, 16].includes(bits) ||
    !Number.isInteger(colors) ||
    colors < 1 ||
    colors > 32 ||
    !Number.isInteger(columns) ||
    columns < 1 ||
    columns > 1 << 24
  )
    return refuse('undecodable', 'a predictor with parameters out of range');
  const bpp = Math.max(1, Math.ceil((colors * bits) / 8));
  const rowLength = Math.ceil((colors * bits * columns) / 8);
  if (predictor === 2) {
    if (bits !== 8) return refuse('undecodable', 'a TIFF predictor on other than 8-bit samples');
    const out = Uint8Array.from(data);
    for (let row = 0; row < out.length; row += rowLength)
      for (let i = row + colors; i < Math.min(row + rowLength, out.length); i += 1)
        out[i] = ((out[i] ?? 0) + (out[i - colors] ?? 0)) & 0xff;
    return out;
  }
  if (predictor < 10 || predictor > 15) return refuse('undecodable', `predictor ${predictor}`);
  const rows = Math.floor(data.length / (rowLength + 1));
  const out = new Uint8Array(rows * rowLength);
  for (let r = 0; r < rows; r += 1) {
    const type = data[r * (rowLength + 1)];
    const at = r * rowLength;
    for (let i = 0; i < rowLength; i += 1) {
      const raw = data[r * (rowLength + 1) + 1 + i] ?? 0;
      const left = i >= bpp ? (out[at + i - bpp] ?? 0) : 0;
      const up = r > 0 ? (out[at - rowLength + i] ?? 0) : 0;
      const upLeft = r > 0 && i >= bpp ? (out[at - rowLength + i - bpp] ?? 0) : 0;
      let value: number;
      switch (type) {
        case 0:
          value = raw;
          break;
        case 1:
          value = raw + left;
          break;
        case 2:
          value = raw + up;
          break;
        case 3:
          value = raw + Math.floor((left + up) / 2);
          break;
        case 4: {
          const p = left + up - upLeft;
          const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
          value = raw + (pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft);
          break;
        }
        default:
          return refuse('undecodable', `PNG predictor row type ${String(type)}`);
      }
      out[at + i] = value & 0xff;
    }
  }
  return out;
}

export interface Decoded {
  data: Uint8Array;
  /** False when an image codec ends the chain: what remains is pixels. */
  complete: boolean;
}

/** The stream's filters and their parameters, one entry per filter. */
function filtersOf(dict: PDFDict): { name: string; parms: PDFDict | undefined }[] {
  const filter = dict.get(PDFName.of('Filter'));
  const parms = dict.get(PDFName.of('DecodeParms')) ?? dict.get(PDFName.of('DP'));
  const parmsAt = (i: number) => {
    const p = parms instanceof PDFArray ? parms.get(i) : i === 0 ? parms : undefined;
    return p instanceof PDFDict ? p : undefined;
  };
  if (filter === undefined) return [];
  const names = filter instanceof PDFArray ? filter.asArray() : [filter];
  return names.map((value, i) => {
    const name = nameOf(value);
    if (name === undefined)
      return refuse('undecodable', 'a filter that is no name (an indirect filter list)');
    return { name, parms: parmsAt(i) };
  });
}

/**
 * A stream's data through its whole filter chain (ASCIIHex inside Flate inside ASCII85…),
 * every step counted against the budget. A filter no viewer knows, or a part that does not
 * decode, refuses the file; an encrypted part cannot be checked and refuses it too.
 */
export function decodeStream(dict: PDFDict, raw: Uint8Array, budget: Budget): Decoded {
  let data = raw;
  for (const { name, parms } of filtersOf(dict)) {
    budget.tick();
    if (IMAGE_CODECS.has(name)) return { data, complete: false };
    if (name === 'FlateDecode' || name === 'Fl') data = unpredict(inflate(data, budget), parms);
    else if (name === 'Crypt') return refuse('encrypted', 'an encrypted part');
    else {
      const filter = PDF_LIB_FILTERS[name];
      if (!filter) return refuse('undecodable', `the unknown filter /${name}`);
      data = decodeWithPdfLib(filter, parms, data, budget);
      if (filter === 'LZWDecode') data = unpredict(data, parms);
    }
  }
  return { data, complete: true };
}

/** The number a stream's dictionary gives as its /Length, if it gives one directly. */
export const directLength = (dict: PDFDict): number | undefined =>
  numberOf(dict.get(PDFName.of('Length')));
