import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export interface Size {
  raw: number;
  gzip: number;
  /** Only when asked for (`{ brotli: true }`): compressing with brotli takes ten times as long. */
  brotli?: number;
}

export interface PageWeight {
  js: Size;
  css: Size;
  jsFiles: string[];
  /** The page's inline scripts (island bootstrap, the use-case switch), part of `js`. */
  inlineJs: Size;
  cssFiles: string[];
  hasIslands: boolean;
}

export interface WeightOptions {
  brotli?: boolean;
}

const sizeOf = (buf: Buffer, { brotli = false }: WeightOptions): Size => ({
  raw: buf.length,
  gzip: gzipSync(buf, { level: 9 }).length,
  ...(brotli ? { brotli: brotliCompressSync(buf).length } : {}),
});

// Pages share their chunks: compress each file once per run (and once more for brotli).
const fileSizes = new Map<string, Size>();
const fileSize = (path: string, options: WeightOptions): Size => {
  const key = `${options.brotli ? 'br:' : ''}${path}`;
  let size = fileSizes.get(key);
  if (!size) fileSizes.set(key, (size = sizeOf(readFileSync(path), options)));
  return size;
};

const add = (a: Size, b: Size): Size => ({
  raw: a.raw + b.raw,
  gzip: a.gzip + b.gzip,
  ...(a.brotli !== undefined && b.brotli !== undefined ? { brotli: a.brotli + b.brotli } : {}),
});
const zero = ({ brotli = false }: WeightOptions): Size => ({
  raw: 0,
  gzip: 0,
  ...(brotli ? { brotli: 0 } : {}),
});

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

const importsOfFile = new Map<string, string[]>();
const importsOf = (file: string): string[] => {
  let found = importsOfFile.get(file);
  if (!found) importsOfFile.set(file, (found = staticImports(readFileSync(file, 'utf8'))));
  return found;
};

function resolveUrl(from: string, spec: string): string {
  return spec.startsWith('/') ? spec : posix.normalize(posix.join(posix.dirname(from), spec));
}

/**
 * The bytes a browser fetches for one built page: its stylesheets, its module scripts,
 * the islands' component and renderer modules, and every static import of those, each
 * file counted once. Inline scripts and styles count too.
 */
export function pageWeight(
  siteDir: string,
  htmlFile: string,
  options: WeightOptions = {},
): PageWeight {
  const html = readFileSync(htmlFile, 'utf8');
  const entryJs = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g))
    if (m[1]?.startsWith('/')) entryJs.add(m[1]);
  for (const m of html.matchAll(/\b(?:component-url|renderer-url)="([^"]+)"/g))
    if (m[1]) entryJs.add(m[1]);
  const hasIslands = html.includes('<astro-island');

  const seen = new Set<string>();
  const queue = [...entryJs];
  let js = zero(options);
  while (queue.length) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const file = join(siteDir, url);
    js = add(js, fileSize(file, options));
    for (const spec of importsOf(file)) queue.push(resolveUrl(url, spec));
  }
  let inlineJs = zero(options);
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    if (m[1]) inlineJs = add(inlineJs, sizeOf(Buffer.from(m[1]), options));
  }
  js = add(js, inlineJs);

  const cssFiles = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map(
    (m) => m[1]!,
  );
  let css = cssFiles.reduce(
    (sum, url) => add(sum, fileSize(join(siteDir, url), options)),
    zero(options),
  );
  for (const m of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g))
    if (m[1]) css = add(css, sizeOf(Buffer.from(m[1]), options));

  return { js, css, jsFiles: [...seen], inlineJs, cssFiles, hasIslands };
}

/**
 * All the JavaScript of a page up to some moment: its eager scripts (`pageWeight`) and the
 * script URLs a browser fetched until then (a browser measurement lists them), each built
 * file once and sized as `pageWeight` sizes it, plus the inline scripts. A URL with no
 * script file in the build (an API answer, a stylesheet) is no script of the site.
 */
export function loadedWeight(
  siteDir: string,
  htmlFile: string,
  fetched: Iterable<string>,
  options: WeightOptions = {},
): { js: Size; files: string[] } {
  const page = pageWeight(siteDir, htmlFile, options);
  const paths = [...fetched].map((url) => new URL(url, 'http://site').pathname);
  const files = [...new Set([...page.jsFiles, ...paths])]
    .filter((path) => path.endsWith('.js') && existsSync(join(siteDir, path)))
    .sort();
  const js = files.reduce(
    (sum, path) => add(sum, fileSize(join(siteDir, path), options)),
    page.inlineJs,
  );
  return { js, files };
}

/**
 * Budgets (gzip bytes). Issue #2 set them per page type; issue #8 lowered the flow pages'
 * eager scripts to 100 KB and added all the JavaScript a flow screen loads before its data
 * is on screen (the eager part, the view's chunks, the API client): 150 KB. Issue #18 kept
 * the ID document's number and the IBAN out of web storage: the steps from the ID data to
 * the summary share one document and hold them in memory, 2.3 KB more on the ID data step
 * (148.6 → 150.9 KB), so 152 KB.
 */
export const budgets = {
  jsWithoutIslands: 10 * 1024,
  jsWithIslands: 100 * 1024,
  jsBeforeData: 152 * 1024,
  css: 20 * 1024,
} as const;
