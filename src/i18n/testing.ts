import { join } from 'node:path';
import type { Locale } from '../routes.ts';
import type { Resources } from './lookup.ts';
import { namespacesOf } from './namespaces.ts';
import { pageTexts } from './pageTexts.ts';
import { loadAllLocales } from './resources.ts';
import type { PageTexts } from './translate.ts';

/** Test helpers: not shipped, only imported by tests. */

export const BRANDS_DIR = join(import.meta.dirname, '../../brands');

const resourcesCache = new Map<string, Resources>();
const textsCache = new Map<string, PageTexts>();

/** All texts of a brand in every locale, its overrides applied, as its build reads them. */
export function testResources(slug = 'aldi'): Resources {
  let resources = resourcesCache.get(slug);
  if (!resources) {
    resources = loadAllLocales({ slug, dir: join(BRANDS_DIR, slug) });
    resourcesCache.set(slug, resources);
  }
  return resources;
}

/** Every text of a brand in a locale, as a page of that brand would carry them. */
export function testTexts(locale: Locale = 'de', slug = 'aldi'): PageTexts {
  const id = `${slug}|${locale}`;
  let texts = textsCache.get(id);
  if (!texts) {
    const resources = testResources(slug);
    texts = pageTexts(resources, locale, slug, namespacesOf(resources));
    textsCache.set(id, texts);
  }
  return texts;
}

/** One text as a page of the brand shows it (before its values are filled in). */
export function testText(key: string, locale: Locale = 'de', slug = 'aldi'): string {
  const text = testTexts(locale, slug)[key];
  if (text === undefined) throw new Error(`No text "${key}" for ${slug} in ${locale}`);
  return text;
}
