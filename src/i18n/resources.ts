import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { locales, type Locale } from '../routes.ts';
import type { TextTree } from './lookup.ts';
import { PLURAL_SUFFIX, VARIANT_SEPARATOR } from './lookup.ts';
import { useCases } from '../api/contract/useCases.ts';

/** Build-time only (Node): reads `locales/<lng>/<ns>.json` and a brand's overrides. */
export const LOCALES_DIR = resolve(import.meta.dirname, '../../locales');

export function namespaces(dir = LOCALES_DIR): string[] {
  return readdirSync(join(dir, 'de'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -5))
    .sort();
}

function readTree(file: string): TextTree {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as TextTree;
  } catch (e) {
    throw new Error(`${file}: ${(e as Error).message}`, { cause: e });
  }
}

/**
 * Splits a brand override key into the base key, its optional `__<UseCase>` and its
 * optional i18next plural suffix: `tooShort__Novum_one` → `tooShort`, `Novum`, `_one`.
 */
export function parseOverrideKey(key: string): {
  base: string;
  useCase: string | undefined;
  plural: string;
} {
  const plural = PLURAL_SUFFIX.exec(key)?.[0] ?? '';
  const rest = key.slice(0, key.length - plural.length);
  const useCase = useCases.find((u) => rest.endsWith(`${VARIANT_SEPARATOR}${u}`));
  const base = useCase ? rest.slice(0, -(useCase.length + VARIANT_SEPARATOR.length)) : rest;
  return { base, useCase, plural };
}

/**
 * Brand overrides are written with plain keys (and `__<UseCase>` variants); they are
 * stored as slug variants so the one lookup order of SPEC §9 finds them first. A plural
 * suffix stays last, where i18next looks for it.
 */
export function asBrandVariants(tree: TextTree, slug: string): TextTree {
  const out: TextTree = {};
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value !== 'string') {
      out[key] = asBrandVariants(value, slug);
      continue;
    }
    const { base, useCase, plural } = parseOverrideKey(key);
    const variant = [base, slug, ...(useCase ? [useCase] : [])].join(VARIANT_SEPARATOR);
    out[`${variant}${plural}`] = value;
  }
  return out;
}

export function deepMerge(a: TextTree, b: TextTree): TextTree {
  const out: TextTree = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const existing = out[key];
    out[key] =
      typeof value !== 'string' && existing !== undefined && typeof existing !== 'string'
        ? deepMerge(existing, value)
        : value;
  }
  return out;
}

export function loadLocale(
  locale: Locale,
  brand: { slug: string; dir: string },
  dir = LOCALES_DIR,
): Record<string, TextTree> {
  const result: Record<string, TextTree> = {};
  for (const ns of namespaces(dir)) {
    const base = join(dir, locale, `${ns}.json`);
    const tree = existsSync(base) ? readTree(base) : {};
    const override = join(brand.dir, 'locales', locale, `${ns}.json`);
    result[ns] = existsSync(override)
      ? deepMerge(tree, asBrandVariants(readTree(override), brand.slug))
      : tree;
  }
  return result;
}

export function loadAllLocales(brand: { slug: string; dir: string }, dir = LOCALES_DIR) {
  return Object.fromEntries(locales.map((l) => [l, loadLocale(l, brand, dir)])) as Record<
    Locale,
    Record<string, TextTree>
  >;
}
