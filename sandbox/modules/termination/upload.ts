import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES } from '../../../src/api/contract/termination.ts';
import { fail } from '../../contractRoute.ts';
import { uploadChecker } from '../support/uploadCheck/pool.ts';
import type { CheckedType } from '../support/uploadCheck/check.ts';
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

/** One pool of checking threads for the process: checks never run on the serving thread. */
let checker: ReturnType<typeof uploadChecker> | undefined;

/**
 * Stores a proof document. The type comes from the bytes, never from the name or the
 * declared type: a PNG called .pdf is a PNG, a program renamed to .pdf is refused. The
 * content is checked off the serving thread within a budget (see support/uploadCheck):
 * active content, embedded files, remote actions, another format inside, or a part that
 * does not decode refuse the file with one code, `fileNotAccepted`.
 */
export async function storeUpload(
  file: File,
  owner: { terminationId: string; brand: string; uploadDir: string },
  log: (message: string) => void = () => undefined,
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
  checker ??= uploadChecker();
  const verdict = await checker.check(bytes, type.mime as CheckedType);
  if (!verdict.ok) {
    log(`upload refused (${verdict.reason}): ${verdict.detail}`);
    return fail(422, {
      message: 'Validation failed.',
      errors: [
        {
          field: 'file',
          code: 'fileNotAccepted',
          message: `The file cannot be accepted: ${verdict.detail}.`,
        },
      ],
    });
  }
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
