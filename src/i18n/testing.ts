import type { UseCase } from '../api/contract/useCases.ts';
import type { Locale } from '../routes.ts';
import type { TextKey } from './keys.ts';
import { findBrand } from '../brand/registry.ts';
import { loadAllLocales, namespaces } from './resources.ts';
import type { PageTexts, TextValues } from './translate.ts';
import { createTranslationSystem, type TranslationSystem } from './translationSystem.ts';

/** Test helpers (unit and browser tests): not shipped. */

const systems = new Map<string, TranslationSystem>();
const textsCache = new Map<string, PageTexts>();

/**
 * The translation system a brand's build has (its overrides applied), or the base texts
 * alone without a brand.
 */
export function testSystem(slug?: string): TranslationSystem {
  const id = slug ?? '';
  let system = systems.get(id);
  if (!system) {
    system = createTranslationSystem(loadAllLocales(slug ? findBrand(slug) : undefined));
    systems.set(id, system);
  }
  return system;
}

/** Every text of a brand in a locale, as a page of that brand hands them to its islands. */
export function testTexts(locale: Locale = 'de', slug = 'aldi'): PageTexts {
  const id = `${slug}|${locale}`;
  let texts = textsCache.get(id);
  if (!texts) {
    texts = testSystem(slug).pageTexts(locale, namespaces());
    textsCache.set(id, texts);
  }
  return texts;
}

/**
 * A text as a page shows it, by the build's lookup: of a brand (its overrides applied) or of
 * the base files without one. The key is a string: browser tests also build keys from what
 * a page shows; a key without text fails the test that asks for it.
 */
export function testText(
  key: string,
  {
    locale = 'de',
    slug,
    values = {},
    useCase,
  }: { locale?: Locale; slug?: string | undefined; values?: TextValues; useCase?: UseCase } = {},
): string {
  const system = testSystem(slug);
  if (!system.exists(locale, key))
    throw new Error(`No text "${key}" in ${locale}${slug ? ` for ${slug}` : ''}`);
  return system.t(locale, key as TextKey, values, useCase);
}
