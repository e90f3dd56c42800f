// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { USE_CASE_STORAGE_KEY } from '../stores/useCase.ts';
import { useCaseScript, useCaseScriptHash } from './useCaseScript.ts';

/** The head script as the browser runs it, before any module. */
const run = () => new Function(useCaseScript)() as unknown;

describe('the use case head script', () => {
  beforeEach(() => {
    localStorage.clear();
    delete document.documentElement.dataset['useCase'];
  });

  it('names the use case the store keeps on <html>', () => {
    localStorage.setItem(USE_CASE_STORAGE_KEY, JSON.stringify('Novum'));
    run();
    expect(document.documentElement).toHaveAttribute('data-use-case', 'Novum');
  });

  it.each([[null], ['{'], ['["Novum"]']])(
    'leaves <html> alone for the stored value %s',
    (value) => {
      if (value !== null) localStorage.setItem(USE_CASE_STORAGE_KEY, value);
      expect(run).not.toThrow();
      expect(document.documentElement).not.toHaveAttribute('data-use-case');
    },
  );

  it('is allowed by the hash the security policy names', () => {
    const hash = createHash('sha256').update(useCaseScript).digest('base64');
    expect(useCaseScriptHash).toBe(`sha256-${hash}`);
  });
});
