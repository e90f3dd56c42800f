import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { IslandScreen } from '../src/routing/screens.ts';

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

/** What a built page's HTML carries besides its markup (raw bytes, as the browser parses them). */
export interface HtmlWeight {
  /** The whole document: raw and gzip. */
  html: Size;
  /** The serialized props of its islands (`props="…"` attributes). */
  islandProps: number;
  /** Its inline stylesheets (`<style>` elements). */
  inlineCss: number;
}

export function htmlWeight(htmlFile: string): HtmlWeight {
  const html = readFileSync(htmlFile);
  const text = html.toString('utf8');
  const sum = (re: RegExp) =>
    [...text.matchAll(re)].reduce((n, m) => n + Buffer.byteLength(m[1] ?? ''), 0);
  return {
    html: sizeOf(html, {}),
    islandProps: sum(/<astro-island\b[^>]*\sprops="([^"]*)"/g),
    inlineCss: sum(/<style[^>]*>([\s\S]*?)<\/style>/g),
  };
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
 * (148.6 → 150.9 KB), so 152 KB. Issue #30 took Mantine out of every screen's start and
 * added web-vitals (3.3 KB): 87.6–139.4 KB (the ID data step highest), so 140 KB. Its goal,
 * 120 KB, is not reached: React 19's DOM renderer alone is 70 KB, the page runtime 7.7,
 * web-vitals 3.3, the API client with zod 16 and react-hook-form 16.5, together 114 KB
 * before a form screen's own code; below 120 needs one of the last two after the data.
 * Since then the consent rules, plain-text fields and the offer's question before a page
 * load (issues 31, 34) took the ID data step to 142.8 KB; web-vitals now loads once the
 * screen has shown its data (the browser buffers what it measures): 85-139.9 KB. Issue 31
 * then kept the cart in the tab and hashes the order reference (Web Crypto) before the
 * purchase event: 0.5-0.8 KB more on the offer steps, 140.4 KB at most (the ID data step),
 * so 142 KB. Chrome's compile hint at the top of the larger files (scripts/compileHints.ts)
 * added 0.3 KB: 141.7 KB at most. The goal, 120 KB, now holds for every screen without a
 * form in its first view (`jsBeforeData`); the form screens keep 142 KB. Forms whose fields
 * need nothing of react-hook-form to render now show before it and bring it once the
 * customer starts on them (src/flows/step/useDeferredFormStep.tsx): 13 KB less on each,
 * within 120 KB (the offer code 122.1 → 109.1 KB, the withdrawal 132.0 → 119.1, the IDV's
 * method choice 132.6 → 119.7), and then every other form (`heavyFormScreens`): no screen's
 * first view needs react-hook-form now.
 */
/**
 * Forms whose own code takes them over 120 KB, though they show before react-hook-form: the
 * personal data step and the summary (the order's answers, the address and identity fields),
 * both terminations (their schema, built from the brand's options, marks the required fields
 * in the first view), the ID data step (the nationality list's stand-in) and the payment (the
 * IBAN and the bank). Bringing react-hook-form on first input took 13.3-14.1 KB off each: the
 * personal data 142.8 → 129.4 KB, the summary 142.0 → 128.7, the terminations 138.7 → 125.4,
 * the ID data step 142.9 → 129.6, the payment 140.2 → 126.9.
 */
export const heavyFormScreens: readonly IslandScreen[] = [
  'offerPersonalData',
  'offerIdData',
  'offerPayment',
  'offerSummary',
  'termination',
  'selfcareTermination',
];

export const budgets = {
  /**
   * The page runtime and what a page without an island adds. Issue 31 held every vendor
   * script back while the brand login's code is in the login page's address and kept the
   * paths a tab remembers without their token: 180 bytes more, 10.1 KB at most (the cookie
   * page of a brand with a second language, 9.9 KB before), so 10.5 KB. Issue 33 gave the
   * release notice the islands' text resolver instead of a replace of its own: 0.3 KB more,
   * 10.6 KB at most (ortel's cookie page, 10.3 KB before), so 11 KB.
   */
  jsWithoutIslands: 11 * 1024,
  jsWithIslands: 100 * 1024,
  /**
   * A screen whose first view shows no form: issue 30's goal, 120 KB. The IDV's five result
   * pages without the method choice load its code (react-hook-form's) only where they offer
   * it (128.7 → 110.2 KB), and the offer's carousel gets embla once on screen (126.5 → 119.7
   * KB, the offer; 124.8 → 118.0, its preview): 87.1-119.7 KB. The worker that loads the
   * locale's formatting data off the main thread (src/i18n/warmIntl.ts) added 0.4 KB to every
   * screen, and the offer loads its carousel only for a handset with several pictures (0.7 KB
   * less): 87.3-119.4 KB. The forms that show before react-hook-form count here too (the offer
   * code, the login, the withdrawal, the IDV's method choice). The step core then gave every
   * form a value set from outside its element and react-hook-form on request (0.2 KB), the
   * controlled field went to a module of its own and web vitals load once the screen shows
   * (0.1 KB each): 87.3-119.9 KB (the method choice). The error summary then came with
   * react-hook-form, which finds what it lists, and the deferred form's hook joined the step
   * core's file (0.3-0.4 KB less on every form): 87.3-119.2 KB (the offer, the method choice).
   * Entries' files may then export more (scripts/chunks.ts): two or three files and 0.2-0.3 KB
   * less on every screen but one, 87.0-119.0 KB (the method choice). That one is the offer
   * login: its island's file took in the login steps, and the page fetches at once what their
   * lazy imports load after a login (the cart and the order's schemas): 116.5 → 117.8 KB.
   * The contract's Unicode patterns then came to be built on first use (`onFirstUse`,
   * src/api/contract/zod.ts), 0.1 KB more on every screen: 87.0-119.1 KB (the offer, the
   * method choice).
   */
  jsBeforeData: 120 * 1024,
  /**
   * A form over 120 KB without react-hook-form (`heavyFormScreens`): 129.4 KB at most, so 130
   * KB. The ID data step and the payment joined: 129.6 KB at most (the ID data step). The
   * error summary's code and the deferred hook's file (see `jsBeforeData`): 128.8 KB at most,
   * so 129 KB. Entries' files that may export more: 128.5 KB at most (the ID data step).
   * Patterns built on first use (see `jsBeforeData`): 128.7 KB at most. The summary's
   * advertising consent (its boxes and the consent call, with the order's calls): 0.7 KB,
   * the summary 127.9 -> 128.6 KB; 128.7 KB at most (the ID data step).
   */
  jsBeforeDataHeavyForm: 129 * 1024,
  css: 20 * 1024,
  /**
   * Issue 30 (raw bytes of the built HTML, what the browser parses before it can paint): a
   * flow page carried 72-147 KB. Islands now get only the texts their code names, and the
   * date picker's styles load with it: 70-98 KB on the six measured page types; the
   * heaviest are the order's steps from the personal data to the summary, one document
   * with the texts and styles of all four (118.4 KB, aldi's summary), so 122 KB. Then the
   * texts of the offer's and the verification's errors (13.4 KB) reached only the islands
   * that show them, not every island through the API client's import of an index module:
   * 108.5 KB at most (aldi's summary), so 111 KB.
   */
  flowPageHtml: 111 * 1024,
  /**
   * Pages without an island: the home page 15 KB, the cookie policy (a table) 20.2 KB. Issue
   * 31 listed one more entry there (the order mark the offer's other tabs read): 22.4 KB at
   * most (o2), so 24 KB.
   */
  pageHtml: 24 * 1024,
  /**
   * The islands' props, their texts: 50.3 KB at most (o2's order steps, four screens' texts);
   * without other flows' error texts (see above) 37.2 KB, so 39 KB.
   */
  islandProps: 39 * 1024,
  /**
   * Inline stylesheets: 38-45 KB on the six measured page types (80 KB before), 53.7 KB at
   * most (aetka's order steps: four screens' styles).
   */
  inlineCss: 56 * 1024,
} as const;
