import { idvMethodSchema, type IdvMethod } from '../api/contract/idv.ts';
import { validatedAtom } from './validatedAtom.ts';

/** The identity verification method the customer chose last (SPEC §3); survives the provider round trip. */
export const $idvMethod = validatedAtom('idvMethod', idvMethodSchema);

export function setIdvMethod(method: IdvMethod | undefined): void {
  $idvMethod.set(method);
}
