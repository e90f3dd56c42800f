import { Budget, Refused, type Limits, type Verdict } from './budget.ts';
import { checkJpeg, checkPng } from './images.ts';
import { checkPdf } from './pdf.ts';
import { refuseOtherFormats } from './signatures.ts';

/**
 * What checking one upload may cost: 64 MiB of decoded parts (a 10 MiB file of text and
 * fonts unpacks to a fraction of that; image samples are not unpacked) and five seconds, which
 * only a machine under heavy load comes near.
 */
export const UPLOAD_CHECK_LIMITS: Limits = { unpackedBytes: 64 * 1024 * 1024, timeMs: 5_000 };

export type CheckedType = 'application/pdf' | 'image/jpeg' | 'image/png';

const checks: Record<CheckedType, (bytes: Uint8Array, budget: Budget) => void> = {
  'application/pdf': checkPdf,
  'image/jpeg': checkJpeg,
  'image/png': checkPng,
};

/**
 * Whether an upload of this type (read from its bytes) may be kept: no other format inside
 * it, its own structure whole and ending where it says, every part decodable within the
 * budget, nothing in it that acts on opening.
 */
export function checkUploadBytes(
  bytes: Uint8Array,
  type: CheckedType,
  limits: Limits = UPLOAD_CHECK_LIMITS,
): Verdict {
  try {
    refuseOtherFormats(bytes);
    checks[type](bytes, new Budget(limits));
    return { ok: true };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.reason, detail: error.message };
    return { ok: false, reason: 'undecodable', detail: (error as Error).message };
  }
}
