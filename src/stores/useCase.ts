import { useCases, type UseCase } from '../api/contract/useCases.ts';
import { guardedAtom } from './validatedAtom.ts';

/** localStorage key of the use case; the page's head script reads it too (useCaseScript.ts). */
export const USE_CASE_STORAGE_KEY = 'useCase';

const DEFAULT: UseCase = 'Standard';

const isUseCase = (value: unknown): value is UseCase =>
  typeof value === 'string' && (useCases as readonly string[]).includes(value);

/**
 * The use case (SPEC §3): Novum after a Novum offer or entry page, else Standard. Texts
 * pick their variants by it (`intro__Novum`), so it outlives the page that set it. A
 * stored value that is not a use case reads as Standard.
 */
export const $useCase = guardedAtom(USE_CASE_STORAGE_KEY, isUseCase, DEFAULT);

export function setUseCase(useCase: UseCase): void {
  $useCase.set(useCase);
}

// First-paint texts with a use-case variant are all in the page; CSS shows the one this
// attribute names. The page's head script sets it before the first paint, this keeps it.
if (typeof document !== 'undefined')
  $useCase.subscribe((useCase) => {
    document.documentElement.dataset['useCase'] = useCase;
  });
