import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, HINTED_FROM_BYTES, withCompileHint } from './compileHints.ts';

describe('compile hints', () => {
  it('open a file large enough, once', () => {
    const code = `export const a = ${JSON.stringify('x'.repeat(HINTED_FROM_BYTES))};\n`;
    const hinted = withCompileHint(code);
    expect(hinted).toBe(COMPILE_HINT + code);
    expect(hinted.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(withCompileHint(hinted)).toBe(hinted);
  });

  it('leave a small file as it is', () => {
    const code = 'export const a = 1;\n';
    expect(withCompileHint(code)).toBe(code);
  });
});
