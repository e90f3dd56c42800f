import { idvMethodSchema, type IdvMethod } from '../api/contract/idv.ts';
import { validatedAtom } from './validatedAtom.ts';

/** Its name in localStorage (the cookie page lists it). */
export const IDV_METHOD_STORAGE_KEY = 'idvMethod';

/** The identity verification method the customer chose last (SPEC §3); survives the provider round trip. */
export const $idvMethod = validatedAtom(IDV_METHOD_STORAGE_KEY, idvMethodSchema);

export function setIdvMethod(method: IdvMethod | undefined): void {
  $idvMethod.set(method);
}
