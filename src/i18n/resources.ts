import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { locales, type Locale } from '../routes.ts';
import { brandNamespace, type Resources, type TextTree } from './translationSystem.ts';

/** Build-time only (Node): reads `locales/<lng>/<ns>.json` and a brand's overrides. */
export const LOCALES_DIR = resolve(import.meta.dirname, '../../locales');

/** Where a brand's files are (`brands/<folder>`): its overrides in `locales/`. */
export interface BrandTexts {
  dir: string;
}

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
 * The namespaces of one locale: each base file, and a brand's override of it as
 * `brand/<ns>` (see translationSystem.ts) when the brand has one.
 */
export function loadLocale(
  locale: Locale,
  brand?: BrandTexts,
  dir = LOCALES_DIR,
): Record<string, TextTree> {
  const result: Record<string, TextTree> = {};
  for (const ns of namespaces(dir)) {
    const base = join(dir, locale, `${ns}.json`);
    result[ns] = existsSync(base) ? readTree(base) : {};
    const override = brand && join(brand.dir, 'locales', locale, `${ns}.json`);
    if (override && existsSync(override)) result[brandNamespace(ns)] = readTree(override);
  }
  return result;
}

/** Every locale's texts, with a brand's overrides when one is given. */
export function loadAllLocales(brand?: BrandTexts, dir = LOCALES_DIR): Resources {
  return Object.fromEntries(locales.map((l) => [l, loadLocale(l, brand, dir)]));
}
