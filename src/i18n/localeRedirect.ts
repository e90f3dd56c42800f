import { defaultLocale, locales, routes, type Locale } from '../routes.ts';
import { localizePath, segmentsOf } from '../routing/paths.ts';

/**
 * Which language a request for a page ends up in, before any page is served. Two rules, the
 * same at the local edge, in the generated nginx config and (where a host cannot do it) in
 * the page's head:
 * - a language the brand does not offer goes to the brand's German page, same path;
 * - a page without a language prefix goes to the stored language (SPEC §9 locale cookie)
 *   when the brand offers it. A link that carries a language is never changed.
 * Only pages move: the API, the built assets and the release files keep their paths.
 */

/** First path segments of the route table's pages (`angebot`, `idv`, …). */
export const pageSegments: readonly string[] = [
  ...new Set(routes.flatMap((route) => segmentsOf(route.path).slice(0, 1))),
];

/** Is this locale-free path one of the site's pages (the root or below a page segment)? */
export function isPagePath(path: string): boolean {
  const [first] = segmentsOf(path);
  return first === undefined || pageSegments.includes(first);
}

/** The language a link to a brand's site gets: the one asked for where offered, else German. */
export const offeredLocale = (locale: Locale, offered: readonly Locale[]): Locale =>
  offered.includes(locale) ? locale : defaultLocale;

/** The other languages a brand offers: those its locale cookie may send a visitor to. */
export const storableLocales = (offered: readonly Locale[]): Locale[] =>
  offered.filter((locale) => locale !== defaultLocale);

const prefixOf = (pathname: string) => {
  const [first, ...rest] = segmentsOf(pathname);
  const locale = locales.find((l) => l !== defaultLocale && l === first);
  return { locale, path: `/${(locale ? rest : segmentsOf(pathname)).join('/')}` };
};

/**
 * `/tr/angebot/x?y` on a brand without Turkish: `/angebot/x?y`. Undefined when the path has
 * no prefix, the brand offers its language, or no page lies below it (that is a 404).
 */
export function unofferedLocaleRedirect(
  pathname: string,
  search: string,
  offered: readonly Locale[],
): string | undefined {
  const { locale, path } = prefixOf(pathname);
  if (!locale || offered.includes(locale) || !isPagePath(path)) return undefined;
  return `${path}${search}`;
}

/**
 * `/angebot/x?y` with the stored language `en` on a brand offering English: `/en/angebot/x?y`.
 * Undefined for a prefixed path, a path that is no page, no or an unoffered stored value,
 * and German (stored when a visitor switches back).
 */
export function storedLocaleRedirect(
  pathname: string,
  search: string,
  stored: string | undefined,
  offered: readonly Locale[],
): string | undefined {
  const { locale, path } = prefixOf(pathname);
  const target = storableLocales(offered).find((l) => l === stored);
  if (locale || !target || !isPagePath(path)) return undefined;
  return `${localizePath(path, target)}${search}`;
}
