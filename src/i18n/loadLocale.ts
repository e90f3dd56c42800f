import { defaultLocale, type Locale } from '../routes.ts';
import type { Resources, TextTree } from './lookup.ts';

export type LocaleImporters = Record<Locale, () => Promise<{ default: Record<string, TextTree> }>>;

/**
 * One explicit dynamic import per locale, so the bundler emits one chunk per locale
 * and an island downloads only German (the fallback) and its page locale.
 */
export const localeImporters: LocaleImporters = {
  de: () => import('virtual:locales/de'),
  en: () => import('virtual:locales/en'),
  tr: () => import('virtual:locales/tr'),
};

/**
 * Texts for an island: the page locale plus German. A locale that fails to load is
 * logged and left out, so the lookup falls back to German; the island fails only
 * when it would have no texts at all.
 */
export async function loadLocaleResources(
  locale: Locale,
  importers: LocaleImporters = localeImporters,
): Promise<Resources> {
  const wanted = locale === defaultLocale ? [defaultLocale] : [locale, defaultLocale];
  const results = await Promise.allSettled(wanted.map((lng) => importers[lng]()));
  const resources: Resources = {};
  let fallbackError: unknown;
  results.forEach((result, i) => {
    const lng = wanted[i] as Locale;
    if (result.status === 'fulfilled') {
      resources[lng] = result.value.default;
      return;
    }
    console.error('Failed locale loading', lng, result.reason);
    if (lng === defaultLocale) fallbackError = result.reason;
  });
  if (Object.keys(resources).length === 0) throw fallbackError;
  return resources;
}
