import i18next, { type i18n as I18n } from 'i18next';
import { defaultLocale, type Locale } from '../routes.ts';
import { keyCandidates, splitNamespace, type Resources, type TextContext } from './lookup.ts';

/**
 * Test code: the texts are written for i18next, and this is how i18next renders them
 * with the lookup order of SPEC §9. The browser does not ship i18next; translate.test.ts
 * holds createTranslate over pageTexts to exactly this, for every brand, locale and key.
 */

/**
 * One i18next instance holding the page locale and the fallback (de). i18next's own
 * fallback would try each key in every language before the next key; SPEC §9 wants
 * every variant in the page locale first, so `translate` walks the order.
 */
export function createI18n(locale: Locale, resources: Resources): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: false,
    defaultNS: 'common',
    ns: Object.keys(resources[defaultLocale] ?? {}),
    resources: resources as Record<string, Record<string, object>>,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

export function translate(
  i18n: I18n,
  key: string,
  context: TextContext,
  values: Record<string, unknown> = {},
): string {
  const { ns, path } = splitNamespace(key);
  const locale = i18n.language as Locale;
  const order = locale === defaultLocale ? [locale] : [locale, defaultLocale];
  for (const lng of order) {
    for (const candidate of keyCandidates(path, context)) {
      const options = { ...values, lng, ns };
      // `count` in the options lets i18next find plural forms (`days_one`, `days_other`).
      if (i18n.exists(candidate, options)) return i18n.t(candidate, options);
    }
  }
  // A missing text shows its key rather than nothing; the key-parity test keeps this rare.
  return key;
}
