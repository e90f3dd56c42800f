import { crc32, inflateSync } from 'node:zlib';
import { Refused, refuse, type Budget } from './budget.ts';
import { refuseTrailer } from './signatures.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_CRITICAL = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND']);
/** Samples per pixel of each PNG colour type. */
const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
/** Adam7's seven passes: first column, first row, column step, row step. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/** Bytes the image data of a PNG inflates to: each row's filter byte and its samples. */
function pngDataLength(width: number, height: number, bitsPerPixel: number, interlaced: boolean) {
  const rows = (w: number, h: number) =>
    w > 0 && h > 0 ? h * (1 + Math.ceil((w * bitsPerPixel) / 8)) : 0;
  if (!interlaced) return rows(width, height);
  return ADAM7.reduce(
    (sum, [x0, y0, dx, dy]) =>
      sum + rows(Math.ceil((width - x0) / dx), Math.ceil((height - y0) / dy)),
    0,
  );
}

/**
 * Checks a PNG chunk by chunk (ISO/IEC 15948): every chunk whole with its checksum, no
 * critical chunk a viewer does not know, nothing after IEND, and the image data inflating
 * to exactly the size its header declares — within the budget, so a small file that
 * claims a gigapixel image is refused before it is unpacked.
 */
export function checkPng(bytes: Uint8Array, budget: Budget): void {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  if (!data.subarray(0, 8).equals(PNG_SIGNATURE)) refuse('undecodable', 'no PNG signature');
  let at = 8;
  let header: { width: number; height: number; bits: number; interlaced: boolean } | undefined;
  const idat: Buffer[] = [];
  for (;;) {
    budget.tick();
    if (at + 12 > data.length) return refuse('undecodable', 'a PNG that ends before IEND');
    const length = data.readUInt32BE(at);
    const type = data.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    if (length > 0x7fffffff || end > data.length || !/^[A-Za-z]{4}$/.test(type))
      return refuse('undecodable', `a broken PNG chunk at byte ${at}`);
    const body = data.subarray(at + 8, at + 8 + length);
    if (crc32(data.subarray(at + 4, at + 8 + length)) !== data.readUInt32BE(at + 8 + length))
      return refuse('undecodable', `a PNG chunk ${type} with a wrong checksum`);
    if (/^[A-Z]/.test(type) && !PNG_CRITICAL.has(type))
      return refuse('undecodable', `an unknown critical PNG chunk ${type}`);
    if (type === 'IHDR') {
      const [bitDepth = 0, colourType = -1, , , interlace = 0] = body.subarray(8, 13);
      const channels = PNG_CHANNELS[colourType];
      if (!channels) return refuse('undecodable', `PNG colour type ${colourType}`);
      header = {
        width: body.readUInt32BE(0),
        height: body.readUInt32BE(4),
        bits: channels * bitDepth,
        interlaced: interlace === 1,
      };
    }
    if (type === 'IDAT') idat.push(body);
    at = end;
    if (type === 'IEND') break;
  }
  refuseTrailer(bytes, at, 'PNG');
  if (!header) return refuse('undecodable', 'a PNG without IHDR');
  const expected = pngDataLength(header.width, header.height, header.bits, header.interlaced);
  if (expected > budget.bytesLeft) refuse('budget', `a PNG of ${expected} bytes unpacked`);
  let pixels: Buffer;
  try {
    pixels = inflateSync(Buffer.concat(idat), { maxOutputLength: Math.max(1, expected) });
  } catch (error) {
    if (error instanceof Refused) throw error;
    return refuse('undecodable', `PNG image data: ${(error as Error).message}`);
  }
  budget.spend(pixels.length);
  if (pixels.length !== expected)
    refuse('undecodable', `PNG image data of ${pixels.length} bytes, ${expected} declared`);
}

/** JPEG markers that stand alone, without a length: RST0–7 and TEM. */
const isStandalone = (marker: number) => (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01;

/**
 * Where the JPEG starting at `start` ends: its segments walked by their lengths, each scan's
 * entropy-coded data to the next marker, up to EOI (ITU T.81 Annex B).
 */
function jpegEnd(data: Buffer, start: number, budget: Budget): number {
  if (data[start] !== 0xff || data[start + 1] !== 0xd8) refuse('undecodable', 'no JPEG start');
  let at = start + 2;
  for (;;) {
    budget.tick();
    if (data[at] !== 0xff) return refuse('undecodable', `no JPEG marker at byte ${at}`);
    while (data[at + 1] === 0xff) at += 1;
    const marker = data[at + 1];
    if (marker === undefined) return refuse('undecodable', 'a JPEG that ends before EOI');
    if (marker === 0xd9) return at + 2;
    if (isStandalone(marker)) {
      at += 2;
      continue;
    }
    if (at + 4 > data.length) return refuse('undecodable', 'a JPEG that ends before EOI');
    const length = data.readUInt16BE(at + 2);
    if (length < 2 || at + 2 + length > data.length)
      return refuse('undecodable', `a broken JPEG segment at byte ${at}`);
    at += 2 + length;
    if (marker !== 0xda) continue;
    // Entropy-coded data: 0xFF appears only stuffed (FF 00) or as a restart marker.
    for (;;) {
      const ff = data.indexOf(0xff, at);
      if (ff < 0 || ff + 1 >= data.length) return refuse('undecodable', 'a JPEG scan without end');
      const next = data[ff + 1] ?? 0;
      if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) at = ff + 2;
      else {
        at = ff;
        break;
      }
    }
  }
}

/**
 * Checks a JPEG: walked to its EOI, after which only further whole JPEGs may follow (the
 * extra images a phone's multi-picture file keeps) and then nothing — no archive or page
 * appended.
 */
export function checkJpeg(bytes: Uint8Array, budget: Budget): void {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  let end = jpegEnd(data, 0, budget);
  for (let images = 1; data[end] === 0xff && data[end + 1] === 0xd8; images += 1) {
    if (images >= 16) refuse('polyglot', 'more than 16 images in one JPEG');
    end = jpegEnd(data, end, budget);
  }
  refuseTrailer(bytes, end, 'JPEG');
}
