import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF made by `renderPdf` (pdfkit: deflated content streams, text as hex
 * strings in TJ arrays, WinAnsi so German letters read as latin1), one line per text
 * run. For tests that check what a customer reads in a generated document.
 */
export function pdfText(pdf: Uint8Array): string {
  const bytes = Buffer.from(pdf);
  const raw = bytes.toString('latin1');
  const lines: string[] = [];
  const streams = /stream\r?\n/g;
  for (let m = streams.exec(raw); m; m = streams.exec(raw)) {
    const start = m.index + m[0].length;
    let content: string;
    try {
      content = inflateSync(bytes.subarray(start, raw.indexOf('endstream', start))).toString(
        'latin1',
      );
    } catch {
      continue;
    }
    for (const tj of content.matchAll(/\[(.*?)\] TJ/g)) {
      const hex = [...(tj[1] ?? '').matchAll(/<([0-9a-f]*)>/g)].map((h) => h[1]).join('');
      lines.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return lines.join('\n');
}
