import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { cacheControl } from '../src/security/headers.ts';

/** Text formats worth compressing; images other than SVG and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml']);

/** Below this a compressed copy saves less than its extra round of headers costs. */
export const MIN_BYTES = 1024;

/**
 * Brotli quality per kind of file. Hashed assets never change under their name and are
 * the same bytes in every brand, so they are compressed once per content at the best
 * quality. Pages carry the build id and the brand, so every build compresses all of them
 * anew: measured on aldi's 90 pages (2026-11), quality 11 took 7.8 CPU-s for 17.4 KB a
 * page, 10 took 3.1 s for 17.7 KB, 8 took 0.23 s for 18.8 KB.
 */
export const ASSET_QUALITY = constants.BROTLI_MAX_QUALITY;
export const PAGE_QUALITY = 8;

export interface Compressed {
  br: Buffer;
  gz: Buffer;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Compressed copies by content: the same bytes at the same quality are compressed once,
 * whichever brand or file asks, and two asking at once share the one compression. The
 * work runs on libuv's thread pool (zlib's asynchronous API), beside the next brand's
 * build instead of blocking it, one file per core at a time: a hundred encoders started
 * at once spent five times the CPU (measured), on allocating their windows.
 */
export class CompressionCache {
  readonly #entries = new Map<string, Promise<Compressed>>();
  readonly #waiting: (() => void)[] = [];
  #running = 0;
  readonly #slots: number;
  /** Compressions done, and requests answered from an earlier one. */
  misses = 0;
  hits = 0;

  constructor(slots = availableParallelism()) {
    this.#slots = slots;
  }

  async #inSlot<T>(work: () => Promise<T>): Promise<T> {
    if (this.#running >= this.#slots) await new Promise<void>((go) => this.#waiting.push(go));
    this.#running++;
    try {
      return await work();
    } finally {
      this.#running--;
      this.#waiting.shift()?.();
    }
  }

  compress(content: Buffer, brotliQuality: number): Promise<Compressed> {
    const key = `${brotliQuality}:${createHash('sha256').update(content).digest('base64url')}`;
    const known = this.#entries.get(key);
    if (known) {
      this.hits++;
      return known;
    }
    this.misses++;
    const fresh = this.#inSlot(async () => ({
      br: await brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gz: await gzipAsync(content, { level: 9 }),
    }));
    this.#entries.set(key, fresh);
    return fresh;
  }
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** `/_astro/…` files are named by their content hash and cached as immutable. */
const isHashedAsset = (siteDir: string, file: string) =>
  /\bimmutable\b/.test(cacheControl(`/${relative(siteDir, file).split(sep).join('/')}`));

/**
 * Writes `<file>.br` and `<file>.gz` (gzip level 9) beside every compressible file of a
 * built site, so the edge and nginx (`gzip_static`, `brotli_static`) send them as they
 * are instead of compressing per request. A copy that is not smaller than the original is
 * not written. Pass one cache to every brand of a build. Returns how many files got copies.
 */
export async function precompress(
  siteDir: string,
  cache = new CompressionCache(),
): Promise<number> {
  const files = (await filesUnder(siteDir)).filter((f) => COMPRESSIBLE.has(extname(f)));
  const done = await Promise.all(
    files.map(async (file) => {
      const raw = await readFile(file);
      if (raw.length < MIN_BYTES) return false;
      const quality = isHashedAsset(siteDir, file) ? ASSET_QUALITY : PAGE_QUALITY;
      const { br, gz } = await cache.compress(raw, quality);
      await Promise.all([
        br.length < raw.length ? writeFile(`${file}.br`, br) : undefined,
        gz.length < raw.length ? writeFile(`${file}.gz`, gz) : undefined,
      ]);
      return true;
    }),
  );
  return done.filter(Boolean).length;
}
