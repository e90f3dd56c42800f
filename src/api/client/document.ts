import { parse } from 'content-disposition';
import type { BlobResponse } from '../contract/callDef.ts';

/**
 * The file name a download's Content-Disposition gives (`filename*` in UTF-8 before the
 * ASCII `filename`), without any folder; empty when there is none or it cannot be read.
 */
export function fileNameOf(header: string | null): string {
  if (!header) return '';
  try {
    const name = parse(header).parameters['filename'] ?? '';
    return name.split(/[\\/]/).pop() ?? '';
  } catch {
    return '';
  }
}

/**
 * A document answer as a file of the contract's type, named as the API named it (in the
 * language asked for); anything else is a broken answer.
 */
export async function readDocument(
  expected: BlobResponse,
  response: Response,
  type: string,
  broken: (body: unknown, cause: unknown) => Error,
): Promise<File> {
  if (type !== expected.contentType)
    throw broken(undefined, new TypeError(`Expected ${expected.contentType}, got "${type}"`));
  const name = fileNameOf(response.headers.get('Content-Disposition'));
  return new File([await response.blob()], name, { type });
}
