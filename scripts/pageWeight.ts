import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export interface Size {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface PageWeight {
  js: Size;
  css: Size;
  jsFiles: string[];
  cssFiles: string[];
  hasIslands: boolean;
}

const sizeOf = (buf: Buffer): Size => ({
  raw: buf.length,
  gzip: gzipSync(buf, { level: 9 }).length,
  brotli: brotliCompressSync(buf).length,
});

// Pages share their chunks: compress each file once per run.
const fileSizes = new Map<string, Size>();
const fileSize = (path: string): Size => {
  let size = fileSizes.get(path);
  if (!size) fileSizes.set(path, (size = sizeOf(readFileSync(path))));
  return size;
};

const add = (a: Size, b: Size): Size => ({
  raw: a.raw + b.raw,
  gzip: a.gzip + b.gzip,
  brotli: a.brotli + b.brotli,
});
const ZERO: Size = { raw: 0, gzip: 0, brotli: 0 };

/** Static imports of a built ES module (`import"./a.js"`, `import{x}from"./b.js"`, `export … from`). */
function staticImports(code: string): string[] {
  const found = new Set<string>();
  for (const m of code.matchAll(
    /(?:import|export)\s*(?:[\w*{}\s,$]*?\s*from\s*)?["']([^"']+\.js)["']/g,
  )) {
    if (m[1]) found.add(m[1]);
  }
  return [...found];
}

function resolveUrl(from: string, spec: string): string {
  return spec.startsWith('/') ? spec : posix.normalize(posix.join(posix.dirname(from), spec));
}

/**
 * The bytes a browser fetches for one built page: its stylesheets, its module scripts,
 * the islands' component and renderer modules, and every static import of those, each
 * file counted once. Inline scripts and styles count too.
 */
export function pageWeight(siteDir: string, htmlFile: string): PageWeight {
  const html = readFileSync(htmlFile, 'utf8');
  const entryJs = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g))
    if (m[1]?.startsWith('/')) entryJs.add(m[1]);
  for (const m of html.matchAll(/\b(?:component-url|renderer-url)="([^"]+)"/g))
    if (m[1]) entryJs.add(m[1]);
  const hasIslands = html.includes('<astro-island');

  const seen = new Set<string>();
  const queue = [...entryJs];
  let js = ZERO;
  while (queue.length) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const file = join(siteDir, url);
    js = add(js, fileSize(file));
    for (const spec of staticImports(readFileSync(file, 'utf8'))) queue.push(resolveUrl(url, spec));
  }
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    if (m[1]) js = add(js, sizeOf(Buffer.from(m[1])));
  }

  const cssFiles = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map(
    (m) => m[1]!,
  );
  let css = cssFiles.reduce((sum, url) => add(sum, fileSize(join(siteDir, url))), ZERO);
  for (const m of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g))
    if (m[1]) css = add(css, sizeOf(Buffer.from(m[1])));

  return { js, css, jsFiles: [...seen], cssFiles, hasIslands };
}

/** Budgets per page type (gzip bytes), from issue #2. */
export const budgets = {
  jsWithoutIslands: 10 * 1024,
  jsWithIslands: 140 * 1024,
  css: 20 * 1024,
} as const;
