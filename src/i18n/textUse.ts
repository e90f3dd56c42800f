import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { defaultLocale } from '../routes.ts';
import { loadLocale } from './resources.ts';
import { baseKey, leafKeys } from './translationSystem.ts';

/**
 * Build-time only (Node): which texts an island can show, read from its code. A page hands
 * its island only these (islandPages.ts): a screen used about 40 of the 260 keys of the
 * namespaces it named, and every page carried them all in its HTML.
 *
 * Keys are typed (`TextKey`), so the code spells each one out: as a whole (`'ui:modal.ok'`),
 * as the start of a key built from data (`` `errors:offer.${code}.title` ``) or as a group
 * whose parts a component adds (`'ui:loadFailed'` → `` `${texts}.headline` ``). Reading the
 * source text of every module the island imports, statically or lazily, finds all three;
 * it finds more than is shown (comments, types), never less.
 */

const FLOWS = resolve(import.meta.dirname, '../flows');

/** Runs of the characters a key is written with: each key the code names is one of them. */
const FRAGMENT = /[\w.:-]*[a-z][\w.:-]*/gi;

/**
 * Relative imports, static and dynamic, and re-exports; not those of types alone, which
 * bring no code (the list of every key, textKeys.generated.ts, is one).
 */
const IMPORT =
  /\b(?:(?:import|export)(\s+type\b)?[^'";]*?\bfrom|import\s*\(?)\s*['"](\.{1,2}\/[^'"]+)['"]/g;

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The module a relative import names, or undefined for what is no source (a stylesheet). */
function resolveImport(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  return EXTENSIONS.map((ext) => `${base}${ext}`).find(
    (file) => /\.(tsx?|json)$/.test(file) && existsSync(file),
  );
}

/** Every source file `entry` reaches by relative imports (packages hold none of our keys). */
export function sourceGraph(entry: string, read = (file: string) => readFileSync(file, 'utf8')) {
  const sources = new Map<string, string>();
  const queue = [entry];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (sources.has(file)) continue;
    const source = read(file);
    sources.set(file, source);
    for (const [, typeOnly, spec] of source.matchAll(IMPORT)) {
      const next = !typeOnly && spec && resolveImport(file, spec);
      if (next) queue.push(next);
    }
  }
  return sources;
}

/** What the code says about keys: keys or groups of keys, starts of keys, paths in any namespace. */
export interface KeyFragments {
  /** Whole runs: a key (`common` keys also without namespace) or a group of keys. */
  words: Set<string>;
  /** Runs ending in `.` or `:` before a substitution: the start of keys built from data. */
  starts: Set<string>;
  /** Runs after a substitution that start with `:`: a path in a namespace the code chose. */
  paths: Set<string>;
}

/**
 * The key-like runs of some source texts. The start of a key built from data is followed by
 * a `${` substitution; a path in a namespace the code chose follows one (`${ns}:screens.`).
 */
export function fragmentsOf(sources: Iterable<string>): KeyFragments {
  const found: KeyFragments = { words: new Set(), starts: new Set(), paths: new Set() };
  for (const source of sources)
    for (let match = FRAGMENT.exec(source); match; match = FRAGMENT.exec(source)) {
      const [run] = match;
      const end = match.index + run.length;
      const substituted = source[end] === '$' && source[end + 1] === '{';
      if (run.startsWith(':') && source[match.index - 1] === '}') found.paths.add(run.slice(1));
      else if (substituted && /[.:]$/.test(run)) found.starts.add(run);
      else if (!run.startsWith('.')) found.words.add(run);
    }
  return found;
}

/**
 * The keys (`ns:path`, use-case variants and plural forms folded) the fragments name: a key
 * written out (`common` keys also without their namespace), the group of keys a word with
 * its namespace names (`ui:loadFailed` for `ui:loadFailed.headline`), the keys a start
 * begins, and, for a path in a namespace the code chose, that path (or group) in every
 * namespace.
 */
export function keysNamed(keys: readonly string[], fragments: KeyFragments): Set<string> {
  const sorted = [...keys].sort();
  const all = new Set(sorted);
  const used = new Set<string>();
  const withPrefix = (prefix: string) => {
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((sorted[mid] ?? '') < prefix) low = mid + 1;
      else high = mid;
    }
    for (let i = low; sorted[i]?.startsWith(prefix); i++) used.add(sorted[i]!);
  };
  const qualified = (run: string) => (run.includes(':') ? run : `common:${run}`);
  for (const word of fragments.words) {
    const full = qualified(word);
    if (all.has(full)) used.add(full);
    // A bare word names a group of common keys only in prose: `layout` in a comment.
    if (word.includes(':')) withPrefix(`${full}.`);
  }
  // `common:${key}` qualifies a key written without namespace (translate.ts): that key is a word.
  for (const start of fragments.starts) if (start !== 'common:') withPrefix(qualified(start));
  if (fragments.paths.size > 0)
    for (const key of sorted) {
      const path = key.slice(key.indexOf(':') + 1);
      for (const tail of fragments.paths)
        if (path === tail || path.startsWith(/[.:]$/.test(tail) ? tail : `${tail}.`)) used.add(key);
    }
  return used;
}

/** The keys of the default locale's texts, each as `ns:path` (base keys: variants folded). */
export function allTextKeys(): string[] {
  const texts = loadLocale(defaultLocale);
  return Object.keys(texts).flatMap((ns) =>
    [...new Set(leafKeys(texts[ns]).map(baseKey))].map((key) => `${ns}:${key}`),
  );
}

/** For each island module (below `src/flows/`), the keys its code names, sorted. */
export function islandTextKeys(modules: readonly string[]): Record<string, string[]> {
  const keys = allTextKeys();
  // Islands share most of their modules: each file is read and searched once.
  const sources = new Map<string, string>();
  const read = (file: string) =>
    sources.get(file) ?? sources.set(file, readFileSync(file, 'utf8')).get(file)!;
  const fragments = new Map<string, KeyFragments>();
  const fragmentsOfFile = (file: string) =>
    fragments.get(file) ?? fragments.set(file, fragmentsOf([read(file)])).get(file)!;
  return Object.fromEntries(
    modules.map((module) => {
      const files = [...sourceGraph(resolve(FLOWS, module), read).keys()].map(fragmentsOfFile);
      const union: KeyFragments = {
        words: new Set(files.flatMap((f) => [...f.words])),
        starts: new Set(files.flatMap((f) => [...f.starts])),
        paths: new Set(files.flatMap((f) => [...f.paths])),
      };
      return [module, [...keysNamed(keys, union)].sort()];
    }),
  );
}
