import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES } from '../../../src/api/contract/termination.ts';
import { uploadRules } from '../../../src/api/contract/uploads.ts';
import { fail } from '../../contractRoute.ts';
import type { DisarmedType } from '../support/disarm/outcome.ts';
import type { DisarmPool } from '../support/disarm/pool.ts';
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

/** 422 fileNotAccepted: one code for every file that cannot be kept, whatever the reason. */
const notAccepted = (detail: string): never =>
  fail(422, {
    message: 'Validation failed.',
    errors: [
      {
        field: 'file',
        code: 'fileNotAccepted',
        message: `The file cannot be accepted: ${detail}.`,
      },
    ],
  });

/** Seconds a client is told to wait when every worker is busy and the queue is full. */
const BUSY_RETRY_S = 10;

const EXTENSIONS: Record<DisarmedType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/**
 * Stores a proof document as rebuilt from what it shows (see support/disarm): the type
 * comes from the bytes, never from the name or the declared type (a PNG called .pdf is a
 * PNG, a program renamed to .pdf is refused), and the original bytes are never written. A
 * file the parsers cannot fully read, that declares too much, or that would take more than
 * `uploadRules.maxKeptBytes` as rebuilt is refused with one code, `fileNotAccepted`; while
 * the workers are busy and the queue is full, 503 with Retry-After.
 */
export async function storeUpload(
  file: File,
  owner: { terminationId: string; brand: string; uploadDir: string; pool: DisarmPool },
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
  const { pool } = owner;
  if (!pool.accepts())
    return fail(
      503,
      {
        code: 'UploadsBusy',
        message: `Too many files are being checked; try again in ${BUSY_RETRY_S} s.`,
      },
      { 'Retry-After': String(BUSY_RETRY_S) },
    );
  const outcome = await pool.disarm(bytes, type.mime as DisarmedType);
  if (!outcome.ok) {
    log(`upload refused (${outcome.reason}): ${outcome.detail}`);
    return notAccepted(outcome.detail);
  }
  // Pictures of noisy pages do not compress: a small file must not take a big share of the disk.
  if (outcome.bytes.length > uploadRules.maxKeptBytes) {
    const detail = `rebuilt, it takes ${outcome.bytes.length} bytes, more than ${uploadRules.maxKeptBytes}`;
    log(`upload refused (too large rebuilt): ${file.size} bytes sent, ${detail}`);
    return notAccepted(detail);
  }
  const uploadId = randomUUID();
  await mkdir(owner.uploadDir, { recursive: true });
  const path = join(owner.uploadDir, `${uploadId}.${EXTENSIONS[outcome.type]}`);
  await writeFile(path, outcome.bytes);
  return {
    uploadId,
    terminationId: owner.terminationId,
    brand: owner.brand,
    fileName: displayName(file.name),
    contentType: outcome.type,
    size: outcome.bytes.length,
    path,
  };
}
