import { inflateSync } from 'node:zlib';

interface PdfObject {
  dict: string;
  /** The stream's bytes, inflated where the PDF deflated them. */
  stream?: Buffer;
}

/** The numbered objects of a PDF as pdfkit writes them (plain dictionaries, no object streams). */
function objectsOf(bytes: Buffer): Map<string, PdfObject> {
  const raw = bytes.toString('latin1');
  const objects = new Map<string, PdfObject>();
  for (const m of raw.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = m[2] ?? '';
    const start = body.search(/stream\r?\n/);
    if (start === -1) {
      objects.set(m[1] ?? '', { dict: body });
      continue;
    }
    const dict = body.slice(0, start);
    const from = (m.index ?? 0) + m[0].indexOf(body) + body.indexOf('\n', start) + 1;
    const data = bytes.subarray(from, raw.indexOf('endstream', from));
    let stream = Buffer.from(data);
    if (dict.includes('/FlateDecode')) {
      try {
        stream = inflateSync(data);
      } catch {
        continue;
      }
    }
    objects.set(m[1] ?? '', { dict, stream });
  }
  return objects;
}

/** Code → text of a ToUnicode CMap (the `bfrange` arrays and `bfchar` pairs pdfkit writes). */
function cmapOf(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const text = (hex: string) =>
    String.fromCharCode(...(hex.match(/[0-9a-f]{4}/gi) ?? []).map((h) => parseInt(h, 16)));
  for (const m of cmap.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*\[([^\]]*)\]/gi)) {
    const first = parseInt(m[1] ?? '0', 16);
    [...(m[3] ?? '').matchAll(/<([0-9a-f ]*)>/gi)].forEach((entry, i) =>
      map.set(first + i, text((entry[1] ?? '').replace(/ /g, ''))),
    );
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const m of (block[1] ?? '').matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi))
      map.set(parseInt(m[1] ?? '0', 16), text(m[2] ?? ''));
  return map;
}

/** Resource name (`F1`) → the code map of its embedded font; standard fonts have none. */
function fontMaps(objects: Map<string, PdfObject>): Map<string, Map<number, string>> {
  const fonts = new Map<string, Map<number, string>>();
  for (const { dict } of objects.values()) {
    for (const block of dict.matchAll(/\/Font\s*<<([\s\S]*?)>>/g)) {
      for (const [, name = '', id = ''] of (block[1] ?? '').matchAll(/\/(\w+)\s+(\d+) 0 R/g)) {
        const unicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(id)?.dict ?? '')?.[1];
        const stream = unicode ? objects.get(unicode)?.stream : undefined;
        if (stream) fonts.set(name, cmapOf(stream.toString('latin1')));
      }
    }
  }
  return fonts;
}

/**
 * The text of a PDF made by `renderPdf`, one line per text run, for tests that check what
 * a customer reads in a generated document. pdfkit writes text as hex strings in TJ
 * arrays: two digits per WinAnsi letter in a standard font, four per glyph in an embedded
 * font, whose ToUnicode map says which letter the glyph is.
 */
export function pdfText(pdf: Uint8Array): string {
  const objects = objectsOf(Buffer.from(pdf));
  const fonts = fontMaps(objects);
  const lines: string[] = [];
  for (const { stream } of objects.values()) {
    if (!stream) continue;
    let font: Map<number, string> | undefined;
    for (const m of stream.toString('latin1').matchAll(/\/(\w+) [\d.]+ Tf|\[(.*?)\] TJ/g)) {
      if (m[1] !== undefined) {
        font = fonts.get(m[1]);
        continue;
      }
      const hex = [...(m[2] ?? '').matchAll(/<([0-9a-f]*)>/g)].map((h) => h[1]).join('');
      lines.push(
        font
          ? (hex.match(/[0-9a-f]{4}/g) ?? []).map((code) => font?.get(parseInt(code, 16))).join('')
          : Buffer.from(hex, 'hex').toString('latin1'),
      );
    }
  }
  return lines.join('\n');
}
