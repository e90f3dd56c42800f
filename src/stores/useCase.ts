import { useCaseSchema, type UseCase } from '../api/contract/common.ts';
import { $textUseCase, USE_CASE_STORAGE_KEY } from './textUseCase.ts';
import { validatedAtom } from './validatedAtom.ts';

/**
 * The use case (SPEC §3): Novum after the Novum entry page, else Standard. Text lookup uses
 * it to pick variants (`heading__Novum`), so it outlives the page that set it.
 */
export const $useCase = validatedAtom(USE_CASE_STORAGE_KEY, useCaseSchema, 'Standard');

// The islands' texts read the zod-free copy; the store keeps it current.
$useCase.subscribe((useCase) => $textUseCase.set(useCase));

export function setUseCase(useCase: UseCase): void {
  $useCase.set(useCase);
}
