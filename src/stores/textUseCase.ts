import { atom } from 'nanostores';
import type { UseCase } from '../api/contract/common.ts';

/** localStorage key of the persisted use case; `useCase.ts` is the one store that writes it. */
export const USE_CASE_STORAGE_KEY = 'useCase';

const useCases: readonly string[] = ['Standard', 'Novum'] satisfies readonly UseCase[];

function localStorageOf(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The stored use case as the store wrote it (JSON), checked against the two values by
 * hand: the text context of every island needs it before the page is up, and the store
 * itself validates with zod, which must not count against the page's first bytes.
 */
export function readStoredUseCase(storage: Storage | null = localStorageOf()): UseCase {
  try {
    const raw = storage?.getItem(USE_CASE_STORAGE_KEY);
    const value: unknown = raw ? JSON.parse(raw) : undefined;
    return typeof value === 'string' && useCases.includes(value) ? (value as UseCase) : 'Standard';
  } catch {
    return 'Standard';
  }
}

/**
 * The use case the texts of this page are looked up with (SPEC §9). It starts from the
 * stored value; once the store is loaded, every change of the store reaches it.
 */
export const $textUseCase = atom<UseCase>(readStoredUseCase());
