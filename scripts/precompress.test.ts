import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { MIN_BYTES, precompress } from './precompress.ts';

describe('precompress', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('writes .br and .gz beside text files worth it, and leaves the rest alone', () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    const text = 'const answer = 42;\n'.repeat(200);
    mkdirSync(join(dir, '_astro'));
    writeFileSync(join(dir, '_astro/app.js'), text);
    writeFileSync(join(dir, 'index.html'), `<p>${text}</p>`);
    writeFileSync(join(dir, 'small.css'), 'a{}');
    writeFileSync(join(dir, 'photo.png'), Buffer.alloc(MIN_BYTES * 4, 1));
    writeFileSync(join(dir, '_headers'), text);

    expect(precompress(dir)).toBe(2);
    expect(brotliDecompressSync(readFileSync(join(dir, '_astro/app.js.br'))).toString()).toBe(text);
    expect(gunzipSync(readFileSync(join(dir, '_astro/app.js.gz'))).toString()).toBe(text);
    expect(existsSync(join(dir, 'index.html.br'))).toBe(true);
    for (const skipped of ['small.css', 'photo.png', '_headers'])
      expect(existsSync(join(dir, `${skipped}.gz`)), skipped).toBe(false);
  });
});
