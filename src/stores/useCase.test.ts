// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { pageLoad } from './testing.ts';

const load = pageLoad(() => import('./useCase.ts'));

describe('use case', () => {
  beforeEach(() => localStorage.clear());

  it('is Standard until a Novum entry sets it', async () => {
    expect((await load()).$useCase.get()).toBe('Standard');
  });

  it('keeps Novum across page loads', async () => {
    (await load()).setUseCase('Novum');
    expect((await load()).$useCase.get()).toBe('Novum');
  });

  it.each([['"novum"'], ['Novum'], ['{'], ['["Novum"]']])(
    'reads the stored value %s as Standard',
    async (stored) => {
      localStorage.setItem('useCase', stored);
      expect((await load()).$useCase.get()).toBe('Standard');
    },
  );
});
