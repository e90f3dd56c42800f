import type { IdvMethod, IdvMethodOption } from '../../api/contract/idv.ts';
import type { Device } from './device.ts';
import type { TextKey } from '../../i18n/keys.ts';

/** What a method needs of the device; PostIdent needs only a visit to a post office. */
const needs: Record<IdvMethod, (device: Device) => boolean> = {
  eid: (device) => device.nfc,
  videoIdent: (device) => device.camera,
  photoIdent: (device) => device.camera,
  postIdent: () => true,
};

/**
 * The method to recommend: the fastest that can start now and works on this device. A
 * method without a duration (PostIdent: a visit to a post office) counts as slowest.
 */
export function recommendedMethod(
  options: readonly IdvMethodOption[],
  device: Device,
): IdvMethod | undefined {
  const candidates = options.filter((o) => o.available && needs[o.method](device));
  const minutes = (o: IdvMethodOption) => o.durationMinutes ?? Number.POSITIVE_INFINITY;
  return candidates.reduce<IdvMethodOption | undefined>(
    (best, o) => (best === undefined || minutes(o) < minutes(best) ? o : best),
    undefined,
  )?.method;
}

/** Whether this device meets what a method needs. */
export const worksHere = (method: IdvMethod, device: Device): boolean => needs[method](device);

/**
 * The words for a recommendation: the fastest method "is the fastest here"; PostIdent, the
 * only one left on a device without camera, is not fast and says what it takes instead.
 */
export const recommendationHint = (method: IdvMethod): TextKey =>
  method === 'postIdent' ? 'idv:methods.recommendedHintOnly' : 'idv:methods.recommendedHint';
