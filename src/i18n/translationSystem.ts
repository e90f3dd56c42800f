import i18next from 'i18next';
import { useCases, type UseCase } from '../api/contract/useCases.ts';
import { defaultLocale, localeIso, type Locale } from '../routes.ts';
import type { TextKey } from './keys.ts';
import {
  createTranslate,
  qualifiedKey,
  VARIANT_SEPARATOR,
  type PageTexts,
  type TextValues,
  type Translate,
} from './translate.ts';

/** A namespace's texts as written in `locales/<lng>/<ns>.json`: nested objects of strings. */
export interface TextTree {
  [key: string]: string | TextTree;
}

/**
 * Per locale, the namespaces: `<ns>` holds the base texts of `locales/`, `brand/<ns>` the
 * build's brand's overrides of them (`brands/<slug>/locales/`), written with the same keys.
 */
export type Resources = Partial<Record<Locale, Record<string, TextTree>>>;

const BRAND = 'brand/';

/** The namespace of a brand's overrides of `ns`. */
export const brandNamespace = (ns: string) => `${BRAND}${ns}`;

/** The namespaces of the base texts (every locale has the same, see textFiles.test.ts). */
export const textNamespaces = (resources: Resources): string[] =>
  Object.keys(resources[defaultLocale] ?? {}).filter((ns) => !ns.startsWith(BRAND));

/** i18next plural forms end a key, after any use case: `days__Novum_one`. */
export const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * The key callers use for a text file's key: `intro__Novum` and `days_one` are read as
 * `intro` and `days`.
 */
export function baseKey(key: string): string {
  const single = key.replace(PLURAL_SUFFIX, '');
  const variant = single.indexOf(VARIANT_SEPARATOR, single.lastIndexOf('.') + 1);
  return variant === -1 ? single : single.slice(0, variant);
}

/** Leaf keys of a text tree as dotted paths. */
export function leafKeys(tree: TextTree | undefined, prefix = ''): string[] {
  return Object.entries(tree ?? {}).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  );
}

/** A count for each plural form of a locale, the way i18next picks the form (not 0: `_zero`). */
function pluralForms(locale: Locale): { suffix: string; count: number }[] {
  const rules = new Intl.PluralRules(localeIso[locale]);
  const counts = [...Array.from({ length: 200 }, (_, i) => i + 1), 0];
  return rules.resolvedOptions().pluralCategories.flatMap((form) => {
    const count = counts.find((n) => rules.select(n) === form);
    return count === undefined ? [] : [{ suffix: `_${form}`, count }];
  });
}

export interface TranslationSystem {
  /** The text in the page locale for this brand and use case, its values filled in. */
  t(locale: Locale, key: TextKey, values?: TextValues, useCase?: UseCase): string;
  /** Whether any text answers `key` (keys from outside the code: tests, a store's value). */
  exists(locale: Locale, key: string): boolean;
  /** `t` in one locale, failing loudly on a key without text (the build renders with it). */
  useTranslations(locale: Locale): Translate;
  /**
   * The texts of `namespaces` a page hands its islands (translate.ts reads them): each key
   * as this system resolves it in `locale`, plus a use case's text where it differs and one
   * text per plural form. The page needs neither other brands nor the German fallback.
   * `only`: the keys (`ns:path`) to keep of those namespaces, where not all are shown.
   */
  pageTexts(locale: Locale, namespaces: readonly string[], only?: ReadonlySet<string>): PageTexts;
}

/**
 * The text engine, built once per brand at build time as Starlight's
 * `createTranslationSystem` does: one i18next instance over `locales/` and the brand's
 * overrides. SPEC §9's lookup order is i18next's own, within a locale: the brand's namespace
 * before the base one (`ns: [brand/<ns>, <ns>]`), the use case as i18next context
 * (`heading__Novum`), each with its plural forms. Across locales SPEC §9 wants every variant
 * in the page locale before German; i18next's `fallbackLng` would try the brand's German text
 * before the base namespace's English one, so the page locale and German are tried in turn.
 *
 * @example
 * const system = createTranslationSystem(loadAllLocales(findBrand('aldi')));
 * system.t('en', 'layout.hotline', { number: '0800 123' }); // => 'Hotline: 0800 123'
 */
export function createTranslationSystem(resources: Resources): TranslationSystem {
  const i18n = i18next.createInstance();
  void i18n.init({
    resources: resources as Record<string, Record<string, TextTree>>,
    ns: [...new Set(Object.values(resources).flatMap((texts) => Object.keys(texts)))],
    defaultNS: 'common',
    lng: defaultLocale,
    fallbackLng: false,
    contextSeparator: VARIANT_SEPARATOR,
    // Texts are rendered as text (React and Astro escape them), never as HTML.
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    returnEmptyString: false,
  });

  const lookup = (
    locale: Locale,
    key: string,
    values: TextValues,
    useCase: UseCase | undefined,
    skipInterpolation = false,
  ): string | undefined => {
    const full = qualifiedKey(key);
    const colon = full.indexOf(':');
    const ns = full.slice(0, colon);
    const path = full.slice(colon + 1);
    for (const lng of locale === defaultLocale ? [locale] : [locale, defaultLocale]) {
      const options = {
        lng,
        ns: [brandNamespace(ns), ns],
        // i18next takes its options and the values from one object unless `replace` holds them.
        replace: values,
        ...(typeof values.count === 'number' ? { count: values.count } : {}),
        ...(useCase ? { context: useCase } : {}),
        skipInterpolation,
      };
      if (i18n.exists(path, options)) return i18n.t(path, options);
    }
    return undefined;
  };

  const useTranslations =
    (locale: Locale): Translate =>
    (key, values = {}) => {
      const text = lookup(locale, key, values, undefined);
      if (text === undefined) throw new Error(`Missing text "${key}" for locale ${locale}`);
      return text;
    };

  const pageTexts = (
    locale: Locale,
    namespaces: readonly string[],
    only?: ReadonlySet<string>,
  ): PageTexts => {
    const out: Record<string, string> = {};
    // The browser's lookup over what is kept so far, per use case (translate.ts).
    const browser = new Map(
      [undefined, ...useCases].map((useCase) => [useCase, createTranslate(out, locale, useCase)]),
    );
    const forms = [undefined, ...pluralForms(locale)];
    for (const ns of namespaces) {
      const leaves = [locale, defaultLocale].flatMap((lng) => [
        ...leafKeys(resources[lng]?.[ns]),
        ...leafKeys(resources[lng]?.[brandNamespace(ns)]),
      ]);
      const plural = new Set(leaves.filter((leaf) => PLURAL_SUFFIX.test(leaf)).map(baseKey));
      for (const key of new Set(leaves.map(baseKey))) {
        const full = `${ns}:${key}` as TextKey;
        if (only && !only.has(full)) continue;
        for (const form of plural.has(key) ? forms : [undefined]) {
          const values = { count: form?.count };
          for (const useCase of [undefined, ...useCases]) {
            const text = lookup(locale, full, values, useCase, true);
            // Only what the browser would not show already as i18next does.
            if (
              text === undefined ||
              browser.get(useCase)?.(full, values) === lookup(locale, full, values, useCase)
            )
              continue;
            const variant = useCase ? `${VARIANT_SEPARATOR}${useCase}` : '';
            out[`${full}${variant}${form?.suffix ?? ''}`] = text;
          }
        }
      }
    }
    return out;
  };

  return {
    t: (locale, key, values = {}, useCase) => lookup(locale, key, values, useCase) ?? key,
    exists: (locale, key) => lookup(locale, key, {}, undefined, true) !== undefined,
    useTranslations,
    pageTexts,
  };
}
