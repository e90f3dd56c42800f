import { join } from 'node:path';
import { BRANDS_DIR, loadBrands } from '../../../src/brand/registry.ts';
import { loadAllLocales } from '../../../src/i18n/resources.ts';
import type { Translate } from '../../../src/i18n/translate.ts';
import {
  createTranslationSystem,
  type TranslationSystem,
} from '../../../src/i18n/translationSystem.ts';
import { defaultLocale, type Locale } from '../../../src/routes.ts';
import { brandFacts } from './brandFacts.ts';

const brandDirs = new Map(loadBrands().map((b) => [b.slug, b.dir]));
const systems = new Map<string, TranslationSystem>();

/** The language a document of `brand` is written in: the one asked for if the brand has it. */
export function documentLocale(brand: string, asked: Locale | undefined): Locale {
  return asked && brandFacts(brand).languages.includes(asked) ? asked : defaultLocale;
}

/**
 * The texts of the site's locale files (`locales/<lng>/`, with the brand's own wording),
 * looked up by the same translation system a page's build uses, for what the API writes:
 * a PDF says what the page says, in the same words. A key without a text fails loudly, as
 * a page's build does.
 */
export function documentTexts(brand: string, locale: Locale): Translate {
  let system = systems.get(brand);
  if (!system) {
    system = createTranslationSystem(
      loadAllLocales({ dir: brandDirs.get(brand) ?? join(BRANDS_DIR, brand) }),
    );
    systems.set(brand, system);
  }
  return system.useTranslations(locale);
}
