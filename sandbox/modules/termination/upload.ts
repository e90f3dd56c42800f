import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES } from '../../../src/api/contract/termination.ts';
import { fail } from '../../contractRoute.ts';
import type { StoredUpload } from './store.ts';

export const tooLarge = {
  message: 'Validation failed.',
  errors: [
    {
      field: 'file',
      code: 'fileTooLarge',
      message: `The file is larger than ${UPLOAD_MAX_BYTES} bytes.`,
    },
  ],
};

/**
 * The name as the customer's device called it, without any folder, for lists and the PDF:
 * no control characters and no invisible formatting such as the right-to-left override
 * (U+202E), which would make `rechnung\u202Efdp.exe` read as `rechnungexe.pdf`.
 */
export function displayName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .trim()
    .slice(0, 200);
  return clean || 'Nachweis';
}

/** PDF names that run code or act on opening (ISO 32000-1 §12.6, §12.6.4.5, §12.6.4.16). */
const ACTIVE_PDF = /\/(JavaScript|JS|OpenAction|Launch|AA)(?![A-Za-z0-9])/;

/** A PDF name may spell letters as #xx: `/J#61vaScript` is `/JavaScript`. */
const unescapeNames = (text: string) =>
  text.replace(/#([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * Does a PDF carry scripts or automatic actions? Looks at the file's text and inside every
 * Flate-compressed stream (object streams hide dictionaries there).
 */
export function hasActiveContent(bytes: Uint8Array): boolean {
  const text = Buffer.from(bytes).toString('latin1');
  if (ACTIVE_PDF.test(unescapeNames(text))) return true;
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    try {
      const inflated = inflateSync(Buffer.from(bytes.subarray(start, end)), {
        maxOutputLength: 16 * 1024 * 1024,
      });
      if (ACTIVE_PDF.test(unescapeNames(inflated.toString('latin1')))) return true;
    } catch {
      // Not Flate data (an image, or another filter): nothing to read.
    }
  }
  return false;
}

/**
 * Stores a proof document. The type comes from the bytes, never from the name or the
 * declared type: a PNG called .pdf is a PNG, a program renamed to .pdf is refused.
 */
export async function storeUpload(
  file: File,
  owner: { terminationId: string; brand: string; uploadDir: string },
): Promise<StoredUpload> {
  if (file.size > UPLOAD_MAX_BYTES) return fail(413, tooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = await fileTypeFromBuffer(bytes);
  const allowed: readonly string[] = UPLOAD_CONTENT_TYPES;
  if (!type || !allowed.includes(type.mime))
    return fail(415, {
      message: 'Validation failed.',
      errors: [
        {
          field: 'file',
          code: 'fileTypeNotAllowed',
          message: `Only PDF, JPEG and PNG files are accepted${type ? `, not ${type.mime}` : ''}.`,
        },
      ],
    });
  if (type.mime === 'application/pdf' && hasActiveContent(bytes))
    return fail(422, {
      message: 'Validation failed.',
      errors: [
        {
          field: 'file',
          code: 'fileActiveContent',
          message:
            'PDFs with scripts or automatic actions (/JavaScript, /OpenAction …) are refused.',
        },
      ],
    });
  const uploadId = randomUUID();
  await mkdir(owner.uploadDir, { recursive: true });
  const path = join(owner.uploadDir, `${uploadId}.${type.ext}`);
  await writeFile(path, bytes);
  return {
    uploadId,
    terminationId: owner.terminationId,
    brand: owner.brand,
    fileName: displayName(file.name),
    contentType: type.mime as StoredUpload['contentType'],
    size: bytes.length,
    path,
  };
}
