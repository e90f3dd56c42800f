import type { Locale } from '../routes.ts';
import { defaultLocale } from '../routes.ts';

/** A namespace's texts: nested objects of strings. */
export interface TextTree {
  [key: string]: string | TextTree;
}
export type Resources = Partial<Record<Locale, Record<string, TextTree>>>;

/** Separates a key from its brand slug and use-case variants: `heading__aldi__Novum`. */
export const VARIANT_SEPARATOR = '__';

/** i18next plural forms always end a key, after any variant: `days__aldi_one`. */
export const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

export interface TextContext {
  slug?: string | undefined;
  useCase?: string | undefined;
}

/**
 * Lookup order of SPEC §9: slug plus use case, slug, use case, plain key; the caller
 * tries these in the page locale first and then in the fallback locale (de).
 */
export function keyCandidates(key: string, { slug, useCase }: TextContext): string[] {
  const s = VARIANT_SEPARATOR;
  const candidates: string[] = [];
  if (slug && useCase) candidates.push(`${key}${s}${slug}${s}${useCase}`);
  if (slug) candidates.push(`${key}${s}${slug}`);
  if (useCase) candidates.push(`${key}${s}${useCase}`);
  candidates.push(key);
  return candidates;
}

export function getText(tree: TextTree | undefined, path: string): string | undefined {
  let node: string | TextTree | undefined = tree;
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** `ns:key.path` or `key.path` (namespace `common`). */
export function splitNamespace(key: string): { ns: string; path: string } {
  const i = key.indexOf(':');
  return i === -1 ? { ns: 'common', path: key } : { ns: key.slice(0, i), path: key.slice(i + 1) };
}

/** Finds the text for a key in the page locale, then the fallback locale. */
export function resolveText(
  resources: Resources,
  locale: Locale,
  key: string,
  context: TextContext = {},
): { text: string; locale: Locale; key: string } | undefined {
  const { ns, path } = splitNamespace(key);
  const order = locale === defaultLocale ? [locale] : [locale, defaultLocale];
  for (const lng of order) {
    for (const candidate of keyCandidates(path, context)) {
      const text = getText(resources[lng]?.[ns], candidate);
      if (text !== undefined) return { text, locale: lng, key: `${ns}:${candidate}` };
    }
  }
  return undefined;
}

/** Replaces `{{name}}` placeholders; values are plain text, never HTML. */
export function interpolate(
  text: string,
  values: Readonly<Record<string, string | number | undefined>> = {},
): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, name: string) => {
    const value = values[name];
    return value === undefined ? m : String(value);
  });
}
