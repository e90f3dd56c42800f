import { defaultLocale, type Locale } from '../routes.ts';
import {
  getText,
  keyCandidates,
  PLURAL_SUFFIX,
  VARIANT_SEPARATOR,
  type Resources,
  type TextTree,
} from './lookup.ts';
import { useCases } from '../api/contract/useCases.ts';
import type { PageTexts } from './translate.ts';

/** Leaf paths of a text tree: `offer.intro__Novum`, `days__aldi_one`. */
function leafPaths(tree: TextTree | undefined, prefix = ''): string[] {
  if (!tree) return [];
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafPaths(value, `${prefix}${key}.`),
  );
}

/** `offer.intro__aldi__Novum_one` → base path `offer.intro` and plural suffix `_one`. */
function baseOf(path: string): { base: string; plural: string } {
  const plural = PLURAL_SUFFIX.exec(path)?.[0] ?? '';
  const rest = path.slice(0, path.length - plural.length);
  const dot = rest.lastIndexOf('.');
  const name = rest.slice(dot + 1).split(VARIANT_SEPARATOR)[0] ?? '';
  return { base: `${rest.slice(0, dot + 1)}${name}`, plural };
}

/**
 * A text in SPEC §9's order: brand plus use case, brand, use case, plain key, first in the
 * page locale, then in German. A plural suffix stays last (`days__aldi_one`).
 */
function resolve(
  resources: Resources,
  locale: Locale,
  ns: string,
  base: string,
  plural: string,
  context: { slug: string; useCase?: string },
): string | undefined {
  const order = locale === defaultLocale ? [locale] : [locale, defaultLocale];
  for (const lng of order) {
    for (const candidate of keyCandidates(base, context)) {
      const text = getText(resources[lng]?.[ns], `${candidate}${plural}`);
      if (text !== undefined) return text;
    }
  }
  return undefined;
}

/**
 * The texts of `namespaces` for one brand and locale, with the lookup order applied at
 * build time: the page needs neither the other brands' variants nor the German fallback.
 * A use case's text is kept only where it differs from the plain one.
 */
export function pageTexts(
  resources: Resources,
  locale: Locale,
  slug: string,
  namespaces: readonly string[],
): PageTexts {
  const out: Record<string, string> = {};
  for (const ns of namespaces) {
    const paths = [locale, defaultLocale].flatMap((lng) => leafPaths(resources[lng]?.[ns]));
    const keys = new Map(paths.map(baseOf).map((key) => [`${key.base}${key.plural}`, key]));
    for (const { base, plural } of keys.values()) {
      const plain = resolve(resources, locale, ns, base, plural, { slug });
      if (plain !== undefined) out[`${ns}:${base}${plural}`] = plain;
      for (const useCase of useCases) {
        const text = resolve(resources, locale, ns, base, plural, { slug, useCase });
        if (text !== undefined && text !== plain)
          out[`${ns}:${base}${VARIANT_SEPARATOR}${useCase}${plural}`] = text;
      }
    }
  }
  return out;
}
