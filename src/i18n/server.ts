import de from 'virtual:locales/de';
import en from 'virtual:locales/en';
import tr from 'virtual:locales/tr';
import type { Locale } from '../routes.ts';
import { interpolate, resolveText, type Resources, type TextContext } from './lookup.ts';

/** All texts of this build's brand; used by Astro pages at build time only. */
export const buildResources: Resources = { de, en, tr };

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** A translate function for static rendering; a missing key fails the build loudly. */
export function serverT(locale: Locale, context: TextContext = {}): Translate {
  return (key, values) => {
    const found = resolveText(buildResources, locale, key, context);
    if (!found) throw new Error(`Missing text "${key}" for locale ${locale}`);
    return interpolate(found.text, values);
  };
}
