import { locales, type Locale } from '../routes.ts';

/** Narrows text from a URL, cookie or data attribute to a supported locale. */
export const isLocale = (value: string | undefined): value is Locale =>
  locales.some((l) => l === value);
