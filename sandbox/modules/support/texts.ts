import { join } from 'node:path';
import { BRANDS_DIR, loadBrands } from '../../../src/brand/registry.ts';
import { namespacesOf } from '../../../src/i18n/namespaces.ts';
import { pageTexts } from '../../../src/i18n/pageTexts.ts';
import { loadAllLocales } from '../../../src/i18n/resources.ts';
import { createTranslate, qualifiedKey, type Translate } from '../../../src/i18n/translate.ts';
import { defaultLocale, type Locale } from '../../../src/routes.ts';
import { brandFacts } from './brandFacts.ts';

const brandDirs = new Map(loadBrands().map((b) => [b.slug, b.dir]));
const cache = new Map<string, Translate>();

/** The language a document of `brand` is written in: the one asked for if the brand has it. */
export function documentLocale(brand: string, asked: Locale | undefined): Locale {
  return asked && brandFacts(brand).languages.includes(asked) ? asked : defaultLocale;
}

/**
 * The texts of the site's locale files (`locales/<lng>/`, with the brand's own wording)
 * for what the API writes: a PDF says what the page says, in the same words. A key
 * without a text fails loudly, as a page's build does.
 */
export function documentTexts(brand: string, locale: Locale): Translate {
  const id = `${brand}|${locale}`;
  const cached = cache.get(id);
  if (cached) return cached;
  const resources = loadAllLocales({
    slug: brand,
    dir: brandDirs.get(brand) ?? join(BRANDS_DIR, brand),
  });
  const texts = pageTexts(resources, locale, brand, namespacesOf(resources));
  const t = createTranslate(texts, locale);
  const strict: Translate = (key, values) => {
    const full = qualifiedKey(key);
    if (texts[full] === undefined && !Object.keys(texts).some((k) => k.startsWith(`${full}_`)))
      throw new Error(`Missing text "${key}" for locale ${locale}`);
    return t(key, values);
  };
  cache.set(id, strict);
  return strict;
}
