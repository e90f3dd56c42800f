import { defaultLocale, locales, type Locale } from '../routes.ts';

/** Route paths and concrete paths as segments, and the locale prefix in front of them. */

export const segmentsOf = (path: string): string[] => path.split('/').filter(Boolean);
export const isParam = (segment: string): boolean => segment.startsWith(':');

/** Prefix a locale-free path with its locale (`de` has no prefix). */
export function localizePath(path: string, locale: Locale): string {
  if (locale === defaultLocale) return path;
  return path === '/' ? `/${locale}/` : `/${locale}${path}`;
}

/** Split `/en/angebot` into its locale and the locale-free path. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const [first, ...rest] = segmentsOf(pathname);
  const prefixed = locales.find((l) => l !== defaultLocale && l === first);
  if (prefixed) return { locale: prefixed, path: `/${rest.join('/')}` };
  return { locale: defaultLocale, path: `/${segmentsOf(pathname).join('/')}` };
}
