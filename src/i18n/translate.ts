import { useCases } from '../api/contract/useCases.ts';
import { localeIso, type Locale } from '../routes.ts';
import type { TextKey } from './keys.ts';

/**
 * The texts one page needs, resolved at build time for its brand and locale by the
 * translation system (translationSystem.ts): `ns:path` → template, plus `ns:path__<UseCase>`
 * where a use case has its own text, and `ns:path_<plural form>` for plural forms. The
 * browser only picks from these, with `createTranslate` below, its one resolver (islands,
 * the release notice): i18next itself would add about 16 KB gzip to every page that shows
 * a text in the browser. translate.test.ts holds it equal to i18next for every text.
 */
export type PageTexts = Readonly<Record<string, string>>;

export type TextValues = Readonly<Record<string, string | number | undefined>>;

export type Translate = (key: TextKey, values?: TextValues) => string;

/** Separates a key from its use-case variant: `heading__Novum` (i18next's context). */
export const VARIANT_SEPARATOR = '__';

/**
 * Fills `{{name}}` placeholders as i18next does for these texts (no escaping: values are
 * rendered as text; an unknown name stays as written).
 */
function interpolate(text: string, values: TextValues = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, name: string) => {
    const value = values[name];
    return value === undefined ? m : String(value);
  });
}

/** `ns:key.path`, or `key.path` in the common namespace. */
export const qualifiedKey = (key: string): string => (key.includes(':') ? key : `common:${key}`);

const pluralRules = new Map<Locale, Intl.PluralRules>();

/** One set of plural rules a locale: every component's `t` shares it (building one is slow). */
function pluralRulesOf(locale: Locale): Intl.PluralRules {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(localeIso[locale]);
    pluralRules.set(locale, rules);
  }
  return rules;
}

/**
 * `t` over a page's texts, as i18next would pick from them (the brand and the fallback
 * locale are already applied): the use case's variant first, then the plain text; with a
 * numeric `count`, the plural form before the plain text. A missing text shows its key
 * rather than nothing, and is told to `onMissing`.
 */
export function createTranslate(
  texts: PageTexts,
  locale: Locale,
  useCase?: string,
  onMissing?: (key: string) => void,
): Translate {
  const plurals = pluralRulesOf(locale);
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
    onMissing?.(key);
    return key;
  };
}

/** The texts a key shows per use case, when a use case has its own (for first paint). */
export function useCaseVariants(
  texts: PageTexts,
  key: TextKey,
): { useCase: string | undefined; text: string }[] {
  const full = qualifiedKey(key);
  const prefix = `${full}${VARIANT_SEPARATOR}`;
  // Only the use cases themselves: not their plural forms, not keys below this one.
  const variants = useCases
    .filter((useCase) => texts[`${prefix}${useCase}`] !== undefined)
    .map((useCase) => ({ useCase, text: texts[`${prefix}${useCase}`] ?? '' }));
  return [{ useCase: undefined, text: texts[full] ?? key }, ...variants];
}
