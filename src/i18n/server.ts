import de from 'virtual:locales/de';
import en from 'virtual:locales/en';
import tr from 'virtual:locales/tr';
import type { Locale } from '../routes.ts';
import type { Namespace } from './keys.ts';
import type { PageTexts, Translate } from './translate.ts';
import { createTranslationSystem, textNamespaces, type Resources } from './translationSystem.ts';

/** All texts of this build's brand; used by Astro pages at build time only. */
export const buildResources: Resources = { de, en, tr };

const system = createTranslationSystem(buildResources);
const allNamespaces = textNamespaces(buildResources) as Namespace[];
const cache = new Map<string, PageTexts>();

/**
 * The texts of `namespaces` (all by default) an island of this brand gets in `locale`;
 * `only` keeps those keys (`ns:path`) of them, named `onlyId` for the cache.
 */
export function buildTexts(
  locale: Locale,
  namespaces: readonly Namespace[] = allNamespaces,
  only?: { id: string; keys: ReadonlySet<string> },
): PageTexts {
  const id = `${locale}|${namespaces.join(',')}|${only?.id ?? ''}`;
  let texts = cache.get(id);
  if (!texts) cache.set(id, (texts = system.pageTexts(locale, namespaces, only?.keys)));
  return texts;
}

/** The texts of an Astro page in `locale`; a missing text fails the build loudly. */
export const serverT = (locale: Locale): Translate => system.useTranslations(locale);
