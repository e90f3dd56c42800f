import { disarmImage } from './image.ts';
import {
  DISARM_LIMITS,
  Refused,
  type DisarmedType,
  type DisarmLimits,
  type Outcome,
} from './outcome.ts';
import { disarmPdf } from './pdf.ts';

/**
 * An upload of this type (read from its bytes) as it may be kept: rebuilt from what it shows
 * (`disarmPdf`, `disarmImage`), or refused with the reason. The original is never kept.
 */
export async function disarmUpload(
  bytes: Uint8Array,
  type: DisarmedType,
  limits: DisarmLimits = DISARM_LIMITS,
): Promise<Outcome> {
  try {
    return type === 'application/pdf'
      ? await disarmPdf(bytes, limits)
      : await disarmImage(bytes, type, limits);
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.reason, detail: error.message };
    return { ok: false, reason: 'unreadable', detail: (error as Error).message };
  }
}
