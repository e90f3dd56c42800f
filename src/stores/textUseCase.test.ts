// @vitest-environment jsdom
import { resolve } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reachesZod } from '../flows/staticImports.ts';
import { readStoredUseCase } from './textUseCase.ts';

const loadBoth = async () => {
  vi.resetModules();
  const text = await import('./textUseCase.ts');
  const store = await import('./useCase.ts');
  return { ...text, ...store };
};

describe('the use case of the texts', () => {
  beforeEach(() => localStorage.clear());

  it('reads what the use case store wrote', async () => {
    (await loadBoth()).setUseCase('Novum');
    expect(readStoredUseCase()).toBe('Novum');
    expect((await loadBoth()).$textUseCase.get()).toBe('Novum');
  });

  it.each([['"novum"'], ['Novum'], ['{'], ['"Premium"'], ['["Novum"]']])(
    'reads the stored value %s as Standard',
    (stored) => {
      localStorage.setItem('useCase', stored);
      expect(readStoredUseCase()).toBe('Standard');
    },
  );

  it('reads Standard where the browser denies storage', () => {
    const denied = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    expect(readStoredUseCase(denied)).toBe('Standard');
    expect(readStoredUseCase(null)).toBe('Standard');
  });

  it('follows the store while the page is open', async () => {
    const { $textUseCase, setUseCase } = await loadBoth();
    expect($textUseCase.get()).toBe('Standard');
    setUseCase('Novum');
    expect($textUseCase.get()).toBe('Novum');
    setUseCase('Standard');
    expect($textUseCase.get()).toBe('Standard');
  });

  it('ships without zod, unlike the store', () => {
    expect(reachesZod(resolve(import.meta.dirname, 'textUseCase.ts'))).toBe(false);
    expect(reachesZod(resolve(import.meta.dirname, 'useCase.ts'))).toBe(true);
  });
});
