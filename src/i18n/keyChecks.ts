import { PLURAL_SUFFIX, splitNamespace, VARIANT_SEPARATOR } from './lookup.ts';
import { parseOverrideKey } from './resources.ts';

/**
 * Checks over the text files, used by keys.test.ts. Each returns a list of problems
 * naming file and key, so a failing test says exactly what to fix.
 */

/** One parsed JSON text file: `locales/<locale>/<ns>.json` or a brand's override of it. */
export interface TextFile {
  path: string;
  locale: string;
  ns: string;
  texts: unknown;
}

/** A source file whose string literals may name text keys. */
export interface SourceFile {
  path: string;
  text: string;
}

/** A key family built at run time; see dynamicKeys.ts. */
export interface DynamicKeyFamily {
  /** The source file that builds the keys. */
  file: string;
  /**
   * The template literal's text before its first `${`: `screens:` for
   * `` `screens:${screen}.heading` ``. The file must hold `` `<prefix>${ ``.
   */
  prefix: string;
  /** Every key the template can produce, written as in the source (`ns:` optional for common). */
  keys: readonly string[];
}

/**
 * Texts read as a group: the code names the group (`failedTexts: 'summary:loadFailed'`)
 * and one component reads fixed parts of it (`` t(`${texts}.headline`) ``); see dynamicKeys.ts.
 */
export interface TextGroup {
  /** The group as the code names it, namespace included: `ui:loadFailed`. */
  group: string;
  /** The component that reads the parts. */
  file: string;
  /** How that file starts the key of a part; it must hold it: `` `${texts}. ``. */
  template: string;
  /** Every part the component can read: `headline`, `text`, `retry`. */
  parts: readonly string[];
}

/** Leaf keys (dotted paths) with their values; nested objects are walked. */
export function leaves(texts: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (texts === null || typeof texts !== 'object' || Array.isArray(texts)) {
    out.set(prefix, texts);
    return out;
  }
  for (const [key, value] of Object.entries(texts)) {
    for (const [k, v] of leaves(value, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
  }
  return out;
}

/** `{{name}}` placeholders of a text, sorted and without duplicates. */
export function placeholders(text: unknown): string[] {
  if (typeof text !== 'string') return [];
  const names = [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1] ?? '');
  return [...new Set(names)].sort();
}

/**
 * The key callers use: `offer.heading__aldi__Novum` is looked up as `offer.heading`,
 * `errors.tooShort__aldi_one` as `errors.tooShort`.
 */
export function baseKey(key: string): string {
  const single = key.replace(PLURAL_SUFFIX, '');
  const last = single.lastIndexOf('.') + 1;
  const variant = single.indexOf(VARIANT_SEPARATOR, last);
  return variant === -1 ? single : single.slice(0, variant);
}

const list = (names: string[]) => (names.length ? names.map((n) => `{{${n}}}`).join(', ') : 'none');

/** Every leaf is a non-empty string: no numbers, arrays, nulls or forgotten empty texts. */
export function valueProblems(files: readonly TextFile[]): string[] {
  const problems: string[] = [];
  for (const file of files) {
    if (file.texts === null || typeof file.texts !== 'object' || Array.isArray(file.texts)) {
      problems.push(`${file.path}: must hold a JSON object of texts`);
      continue;
    }
    for (const [key, value] of leaves(file.texts)) {
      if (typeof value !== 'string' || value.trim() === '')
        problems.push(`${file.path}: "${key}" must be a non-empty string`);
    }
  }
  return problems;
}

/** Every namespace exists in every locale, with exactly the same keys. */
export function parityProblems(files: readonly TextFile[], locales: readonly string[]): string[] {
  const problems: string[] = [];
  for (const ns of [...new Set(files.map((f) => f.ns))].sort()) {
    const ofNs = files.filter((f) => f.ns === ns);
    const keysOf = new Map(ofNs.map((f) => [f.locale, new Set(leaves(f.texts).keys())]));
    const all = new Set(ofNs.flatMap((f) => [...(keysOf.get(f.locale) ?? [])]));
    for (const locale of locales) {
      const file = ofNs.find((f) => f.locale === locale);
      if (!file) {
        const others = ofNs.map((f) => f.path).join(', ');
        problems.push(`locales/${locale}/${ns}.json: file is missing (${others} exists)`);
        continue;
      }
      for (const key of all) {
        if (keysOf.get(locale)?.has(key)) continue;
        const having = ofNs.filter((f) => keysOf.get(f.locale)?.has(key)).map((f) => f.locale);
        problems.push(`${file.path}: missing key "${key}" (present in ${having.join(', ')})`);
      }
    }
  }
  return problems;
}

/** A text's placeholders are the same in every locale as in the reference locale (de). */
export function placeholderProblems(files: readonly TextFile[], reference: string): string[] {
  const problems: string[] = [];
  for (const ref of files.filter((f) => f.locale === reference)) {
    const refTexts = leaves(ref.texts);
    for (const other of files.filter((f) => f.ns === ref.ns && f.locale !== reference)) {
      for (const [key, text] of leaves(other.texts)) {
        if (!refTexts.has(key)) continue;
        const want = placeholders(refTexts.get(key));
        const have = placeholders(text);
        if (want.join() !== have.join())
          problems.push(
            `${other.path}: "${key}" has placeholders ${list(have)}, ${ref.path} has ${list(want)}`,
          );
      }
    }
  }
  return problems;
}

/**
 * A brand override only replaces texts that exist in the base file of its locale and
 * namespace (a `__<UseCase>` suffix is allowed), using only the base text's placeholders.
 */
export function overrideProblems(
  base: readonly TextFile[],
  overrides: readonly TextFile[],
): string[] {
  const problems: string[] = [];
  for (const override of overrides) {
    const target = base.find((f) => f.locale === override.locale && f.ns === override.ns);
    const targetPath = `locales/${override.locale}/${override.ns}.json`;
    if (!target) {
      problems.push(`${override.path}: overrides ${targetPath}, which does not exist`);
      continue;
    }
    const baseTexts = leaves(target.texts);
    for (const [key, text] of leaves(override.texts)) {
      const { base, plural } = parseOverrideKey(key);
      const plain = `${base}${plural}`;
      if (!baseTexts.has(plain)) {
        problems.push(`${override.path}: "${key}" overrides "${plain}", not in ${targetPath}`);
        continue;
      }
      const allowed = placeholders(baseTexts.get(plain));
      const extra = placeholders(text).filter((p) => !allowed.includes(p));
      if (extra.length)
        problems.push(
          `${override.path}: "${key}" uses ${list(extra)}, which ${targetPath} does not fill`,
        );
    }
  }
  return problems;
}

/** `ns:key` with the namespace always written out. */
const qualified = (key: string) => {
  const { ns, path } = splitNamespace(key);
  return `${ns}:${path}`;
};

/**
 * Every key (variants folded into their base key) is written as a string literal in a
 * source file, produced by a registered dynamic family whose template really is in its
 * file, or is a part of a registered text group that the code names and whose reader
 * reads it. Stale families and groups are reported too, so the registry cannot hide
 * dead texts.
 */
export function unusedKeyProblems(
  files: readonly TextFile[],
  sources: readonly SourceFile[],
  families: readonly DynamicKeyFamily[],
  groups: readonly TextGroup[] = [],
): string[] {
  const problems: string[] = [];
  const code = sources.map((s) => s.text).join('\n');
  const quoted = (text: string) => ["'", '"', '`'].some((q) => code.includes(`${q}${text}${q}`));
  const dynamic = new Set<string>();
  for (const { group, file, template, parts } of groups) {
    if (!sources.find((s) => s.path === file)?.text.includes(template)) {
      problems.push(`text group reader ${template}…\` is not in ${file}`);
      continue;
    }
    if (!quoted(group)) {
      problems.push(`text group '${group}' is named nowhere in src/`);
      continue;
    }
    for (const part of parts) dynamic.add(qualified(`${group}.${part}`));
  }
  for (const family of families) {
    const template = `\`${family.prefix}\${`;
    const source = sources.find((s) => s.path === family.file);
    if (!source?.text.includes(template)) {
      problems.push(`dynamic key family ${template}…\` is not in ${family.file}`);
      continue;
    }
    for (const key of family.keys) {
      if (key.startsWith(family.prefix)) dynamic.add(qualified(key));
      else problems.push(`dynamic key family ${template}…\` cannot produce "${key}"`);
    }
  }
  for (const ns of [...new Set(files.map((f) => f.ns))].sort()) {
    const holders = new Map<string, string[]>();
    for (const file of files.filter((f) => f.ns === ns)) {
      for (const key of new Set([...leaves(file.texts).keys()].map(baseKey)))
        holders.set(key, [...(holders.get(key) ?? []), file.path]);
    }
    for (const [key, paths] of holders) {
      const literal = ns === 'common' ? key : `${ns}:${key}`;
      if (dynamic.has(`${ns}:${key}`) || quoted(`${ns}:${key}`) || quoted(literal)) continue;
      problems.push(
        `${paths.join(', ')}: "${key}" is unused (no literal '${literal}' in src/, no dynamic family)`,
      );
    }
  }
  return problems;
}

/**
 * The reverse: a literal `'ns:key.path'` in the code names a text of the reference
 * locale, or a registered text group of which the reference locale has every part.
 * Catches typos before a page shows a raw key. Common keys carry no prefix and cannot be
 * told from other strings, so only namespaced literals are checked.
 */
export function undefinedKeyProblems(
  files: readonly TextFile[],
  sources: readonly SourceFile[],
  reference: string,
  groups: readonly TextGroup[] = [],
): string[] {
  const known = new Map<string, Set<string>>();
  for (const file of files.filter((f) => f.locale === reference))
    known.set(file.ns, new Set([...leaves(file.texts).keys()].map(baseKey)));
  const names = [...known.keys()].filter((ns) => ns !== 'common');
  if (names.length === 0) return [];
  const literal = new RegExp(`(['"\`])(${names.join('|')}):([\\w.-]+)\\1`, 'g');
  const problems: string[] = [];
  const named = new Set(groups.map(({ group }) => group));
  for (const source of sources) {
    for (const [, , ns = '', key = ''] of source.text.matchAll(literal)) {
      if (!known.get(ns)?.has(key) && !named.has(`${ns}:${key}`))
        problems.push(`${source.path}: '${ns}:${key}' is not in locales/${reference}/${ns}.json`);
    }
  }
  for (const { group, file, parts } of groups) {
    const { ns, path } = splitNamespace(group);
    for (const part of parts) {
      if (!known.get(ns)?.has(`${path}.${part}`))
        problems.push(
          `${file}: '${group}.${part}' of text group '${group}' is not in locales/${reference}/${ns}.json`,
        );
    }
  }
  return problems;
}
