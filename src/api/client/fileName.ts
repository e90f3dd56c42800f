import { parse } from 'content-disposition';

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
