import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ASSET_QUALITY,
  CompressionCache,
  MIN_BYTES,
  PAGE_QUALITY,
  precompress,
} from './precompress.ts';

const text = (seed: string) => `const ${seed} = ${JSON.stringify(seed)};\n`.repeat(200);

describe('precompress', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A built site with the given files (path → content). */
  const site = (name: string, files: Record<string, string | Buffer>) => {
    const root = join(dir, name);
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(join(root, path), content);
    }
    return root;
  };

  it('writes .br and .gz beside text files worth it, and leaves the rest alone', async () => {
    const root = site('aldi', {
      '_astro/app.js': text('app'),
      'index.html': `<p>${text('page')}</p>`,
      'small.css': 'a{}',
      'photo.png': Buffer.alloc(MIN_BYTES * 4, 1),
      _headers: text('headers'),
    });

    expect(await precompress(root)).toBe(2);
    expect(brotliDecompressSync(readFileSync(join(root, '_astro/app.js.br'))).toString()).toBe(
      text('app'),
    );
    expect(gunzipSync(readFileSync(join(root, '_astro/app.js.gz'))).toString()).toBe(text('app'));
    expect(gunzipSync(readFileSync(join(root, 'index.html.gz'))).toString()).toBe(
      `<p>${text('page')}</p>`,
    );
    expect(existsSync(join(root, 'index.html.br'))).toBe(true);
    for (const skipped of ['small.css', 'photo.png', '_headers'])
      expect(existsSync(join(root, `${skipped}.gz`)), skipped).toBe(false);
  });

  it('compresses an asset two brands share once, and each brand its own pages', async () => {
    const shared = { '_astro/runtime.js': text('runtime'), '_astro/api.js': text('api') };
    const aldi = site('aldi', { ...shared, 'index.html': text('aldi') });
    const o2 = site('o2', { ...shared, 'index.html': text('o2') });
    // One compression at a time: the others wait their turn and all finish.
    const cache = new CompressionCache(1);

    await Promise.all([precompress(aldi, cache), precompress(o2, cache)]);

    expect({ misses: cache.misses, hits: cache.hits }).toEqual({ misses: 4, hits: 2 });
    for (const file of ['_astro/runtime.js.br', '_astro/api.js.gz'])
      expect(readFileSync(join(o2, file))).toEqual(readFileSync(join(aldi, file)));
    expect(brotliDecompressSync(readFileSync(join(o2, 'index.html.br'))).toString()).toBe(
      text('o2'),
    );
  });

  it('keeps the quality in the key: a page never gets the copy made for an asset', async () => {
    const cache = new CompressionCache();
    const content = Buffer.from(text('same'));
    const [asset, again, page] = await Promise.all([
      cache.compress(content, ASSET_QUALITY),
      cache.compress(content, ASSET_QUALITY),
      cache.compress(content, PAGE_QUALITY),
    ]);
    expect(again).toBe(asset);
    expect(page).not.toBe(asset);
    expect({ misses: cache.misses, hits: cache.hits }).toEqual({ misses: 2, hits: 1 });
  });
});
