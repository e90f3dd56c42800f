import de from 'virtual:locales/de';
import en from 'virtual:locales/en';
import tr from 'virtual:locales/tr';
import { brand } from 'virtual:brand';
import type { Locale } from '../routes.ts';
import type { Resources } from './lookup.ts';
import { pageTexts } from './pageTexts.ts';
import { namespacesOf } from './namespaces.ts';
import { createTranslate, qualifiedKey, type PageTexts, type Translate } from './translate.ts';

/** All texts of this build's brand; used by Astro pages at build time only. */
export const buildResources: Resources = { de, en, tr };

const allNamespaces = namespacesOf(buildResources);
const cache = new Map<string, PageTexts>();

/** The texts of `namespaces` (all by default) for this build's brand in `locale`. */
export function buildTexts(
  locale: Locale,
  namespaces: readonly string[] = allNamespaces,
): PageTexts {
  const id = `${locale}|${namespaces.join(',')}`;
  let texts = cache.get(id);
  if (!texts) cache.set(id, (texts = pageTexts(buildResources, locale, brand.slug, namespaces)));
  return texts;
}

/**
 * A translate function for static rendering, the same one the islands use in the browser;
 * a missing key fails the build loudly.
 */
export function serverT(locale: Locale): Translate {
  const texts = buildTexts(locale);
  const t = createTranslate(texts, locale);
  return (key, values) => {
    const full = qualifiedKey(key);
    if (!Object.keys(texts).some((k) => k === full || k.startsWith(`${full}_`)))
      throw new Error(`Missing text "${key}" for locale ${locale}`);
    return t(key, values);
  };
}
