import { useCases } from '../api/contract/useCases.ts';
import { PLURAL_SUFFIX } from './translationSystem.ts';
import { VARIANT_SEPARATOR } from './translate.ts';

/**
 * Checks over the text files that types cannot make (textFiles.test.ts): each returns a
 * list of problems naming file and key, so a failing test says exactly what to fix.
 */

/** One parsed JSON text file: `locales/<locale>/<ns>.json` or a brand's override of it. */
export interface TextFile {
  path: string;
  locale: string;
  ns: string;
  texts: unknown;
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

/** An override's key without its use case: `heading__Novum_one` → `heading_one`. */
function withoutUseCase(key: string): string {
  const plural = PLURAL_SUFFIX.exec(key)?.[0] ?? '';
  const rest = key.slice(0, key.length - plural.length);
  const useCase = useCases.find((u) => rest.endsWith(`${VARIANT_SEPARATOR}${u}`));
  return `${useCase ? rest.slice(0, -(useCase.length + VARIANT_SEPARATOR.length)) : rest}${plural}`;
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

/** Each language's own quotation marks, opening then closing. */
export const quotes: Record<string, readonly [string, string]> = {
  de: ['„', '“'],
  en: ['“', '”'],
  tr: ['“', '”'],
};

/**
 * Quotation marks as the text's language writes them: a text holds only its locale's
 * pair (no German „…“ in a Turkish sentence), each opened mark closed before the next.
 */
export function quoteProblems(files: readonly TextFile[]): string[] {
  const problems: string[] = [];
  const marks = /[„“”«»]/g;
  for (const file of files) {
    const pair = quotes[file.locale];
    if (!pair) continue;
    const [open, close] = pair;
    for (const [key, value] of leaves(file.texts)) {
      if (typeof value !== 'string') continue;
      let inside = false;
      for (const [mark] of value.matchAll(marks)) {
        const expected = inside ? close : open;
        if (mark !== expected) {
          problems.push(
            `${file.path}: "${key}" has ${mark} where ${file.locale} writes ${expected}`,
          );
          break;
        }
        inside = !inside;
      }
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
      const plain = withoutUseCase(key);
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
