import { useCases } from '../api/contract/useCases.ts';
import { localeIso, type Locale } from '../routes.ts';
import { interpolate, VARIANT_SEPARATOR } from './lookup.ts';

/**
 * The texts one page needs, resolved at build time for its brand and locale (pageTexts.ts):
 * `ns:path` → template, plus `ns:path__<UseCase>` where a use case has its own text, and
 * `ns:path_<plural form>` for i18next plural forms. The browser only picks from these.
 */
export type PageTexts = Readonly<Record<string, string>>;

export type TextValues = Readonly<Record<string, string | number | undefined>>;

export type Translate = (key: string, values?: TextValues) => string;

/** `ns:key.path`, or `key.path` in the common namespace. */
export const qualifiedKey = (key: string): string => (key.includes(':') ? key : `common:${key}`);

/**
 * Looks up a key as i18next would for these texts (the brand and the fallback locale are
 * already applied): the use case's variant first, then the plain text; with a numeric
 * `count`, the plural form of the page locale before the plain key. A missing text shows
 * its key rather than nothing (the key-parity test keeps this rare).
 */
export function createTranslate(texts: PageTexts, locale: Locale, useCase?: string): Translate {
  const plurals = new Intl.PluralRules(localeIso[locale]);
  return (key, values = {}) => {
    const full = qualifiedKey(key);
    const bases = useCase ? [`${full}${VARIANT_SEPARATOR}${useCase}`, full] : [full];
    const { count } = values;
    for (const base of bases) {
      const found =
        (typeof count === 'number' ? texts[`${base}_${plurals.select(count)}`] : undefined) ??
        texts[base];
      if (found !== undefined) return interpolate(found, values);
    }
    return key;
  };
}

/** The texts a key shows per use case, when a use case has its own (for first paint). */
export function useCaseVariants(
  texts: PageTexts,
  key: string,
): { useCase: string | undefined; text: string }[] {
  const full = qualifiedKey(key);
  const prefix = `${full}${VARIANT_SEPARATOR}`;
  // Only the use cases themselves: not their plural forms, not keys below this one.
  const variants = useCases
    .filter((useCase) => texts[`${prefix}${useCase}`] !== undefined)
    .map((useCase) => ({ useCase, text: texts[`${prefix}${useCase}`] ?? '' }));
  return [{ useCase: undefined, text: texts[full] ?? key }, ...variants];
}
