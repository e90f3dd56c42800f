import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
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

/** The name as the customer's device called it, without any folder, for lists and the PDF. */
export function displayName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const printable = [...base].filter((ch) => ch >= ' ' && ch !== '\u007f').join('');
  const clean = printable.trim().slice(0, 200);
  return clean || 'Nachweis';
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
