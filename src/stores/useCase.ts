import { useCaseSchema, type UseCase } from '../api/contract/common.ts';
import { validatedAtom } from './validatedAtom.ts';

/**
 * The use case (SPEC §3): Novum after the Novum entry page, else Standard. Text lookup uses
 * it to pick variants (`heading__Novum`), so it outlives the page that set it.
 */
export const $useCase = validatedAtom('useCase', useCaseSchema, 'Standard');

export function setUseCase(useCase: UseCase): void {
  $useCase.set(useCase);
}
