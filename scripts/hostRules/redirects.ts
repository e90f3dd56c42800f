import { pageSegments } from '../../src/i18n/localeRedirect.ts';
import { defaultLocale, routes, type Locale, type RouteDef } from '../../src/routes.ts';
import { isParam, localizePath, segmentsOf as segments } from '../../src/routing/paths.ts';
import { hasParams, shellPath } from '../../src/routing/patterns.ts';
import {
  generatedNote,
  paramRoutes,
  placeholderRoots,
  prefixedFirst,
  unofferedLocales,
  type HostBrand,
} from './site.ts';

/**
 * `_redirects` for the CDNs (Cloudflare Pages, Netlify): token routes rewritten to their
 * shells, languages a brand does not offer sent to German, shell folders answered 404.
 */

/** Does a route pattern, with `:token` taken as any segment, catch this concrete path? */
const catches = (pattern: RouteDef, path: string) => {
  const want = segments(pattern.path);
  const have = segments(path);
  return want.length === have.length && want.every((s, i) => isParam(s) || s === have[i]);
};

/** Static routes a parameter pattern would swallow on a host that cannot check tokens. */
function shadowedStaticRoutes(): RouteDef[] {
  const params = paramRoutes();
  return routes.filter((r) => !hasParams(r) && params.some((p) => catches(p, r.path)));
}

/**
 * Static routes a CDN serves only at their folder's address: Cloudflare Pages answers
 * `/kuendigung` with a 308 to `/kuendigung/` (its `index.html`), so on Pages every page gets
 * a rewrite, and a link costs no extra round trip nor changes its address. Netlify serves a
 * folder's `index.html` at the bare path itself.
 */
const folderRoutes = (target: CdnTarget): RouteDef[] =>
  target === 'cloudflare-pages'
    ? routes.filter((r) => !hasParams(r) && r.path !== '/')
    : shadowedStaticRoutes();

/**
 * Shell URL of a route as its folder (`/en/angebot/_token_/`): what a `_redirects` rewrite
 * names. Cloudflare Pages answers a rewrite to `…/index.html` with a 308 to the folder,
 * which drops the token from the address.
 */
const shellFolder = (route: RouteDef, locale: Locale) =>
  `${localizePath(shellPath(route), locale)}/`;

/** Cloudflare Pages reads at most this many `_redirects` rules with a splat or placeholder. */
export const DYNAMIC_REDIRECT_LIMIT = 100;

/** The CDNs that read `_redirects` and `_headers`; each gets the dialect it accepts. */
export const cdnTargets = ['cloudflare-pages', 'netlify'] as const;
export type CdnTarget = (typeof cdnTargets)[number];

/** The dialect a build writes: Netlify's when it deploys there, else Cloudflare Pages'. */
export const cdnTargetOf = (env: Record<string, string | undefined>): CdnTarget =>
  env['DEPLOY_TARGET'] === 'netlify' ? 'netlify' : 'cloudflare-pages';

const targetName: Record<CdnTarget, string> = {
  'cloudflare-pages': 'Cloudflare Pages',
  netlify: 'Netlify',
};

/** The first line of a generated `_redirects`, naming the host it was written for. */
export const redirectsHeading = (slug: string, target: CdnTarget) =>
  `# _redirects for brand ${slug} on ${targetName[target]}.`;

/** Which host a generated `_redirects` was written for (undefined when it names none). */
export function redirectsTarget(file: string): CdnTarget | undefined {
  const first = file.split('\n', 1)[0] ?? '';
  return cdnTargets.find((t) => first.endsWith(` on ${targetName[t]}.`));
}

/**
 * Where a language's 404 page is for the CDNs: `/404.html`, `/en/404.html`. Cloudflare Pages
 * answers a missing path with the nearest `404.html` above it, so each language's copy sits
 * at the top of its prefix (writeHostRules copies Astro's `/en/404/index.html` there).
 */
export const cdnNotFoundFile = (locale: Locale): string =>
  locale === defaultLocale ? '/404.html' : `/${locale}/404.html`;

/**
 * A path no build has (no route segment starts with `_`): a Pages rewrite to it answers 404
 * with the nearest `404.html`, the language's.
 */
const missingPath = (locale: Locale) => localizePath('/_not-found_', locale);

/** A `_redirects` rule; `static` ones (no splat, no placeholder) Pages reads first. */
interface Rule {
  from: string;
  to: string;
  status: string;
}

const isDynamic = (rule: Rule) => /[*:]/.test(rule.from);

const ruleLine = ({ from, to, status }: Rule) => `${from} ${to} ${status}`;

/**
 * `_redirects` rules that send each page path of a language the brand does not offer to its
 * German page (`/tr/angebot/x` → `/angebot/x`). One rule per page segment: a splat right
 * after the prefix would turn `/tr//evil.example` into a redirect to another site.
 */
function unofferedRedirects(offered: readonly Locale[]): Rule[] {
  return unofferedLocales(offered).flatMap((locale) => [
    { from: `/${locale}`, to: '/', status: '302' },
    { from: `/${locale}/`, to: '/', status: '302' },
    ...pageSegments.flatMap((s) => [
      { from: `/${locale}/${s}`, to: `/${s}`, status: '302' },
      { from: `/${locale}/${s}/*`, to: `/${s}/:splat`, status: '302' },
    ]),
  ]);
}

/**
 * The shell folders (`/angebot/_token_/…`) answer 404 in their language: on Netlify by a
 * forced 404 (`404!`: a rule that would otherwise yield to the file); Cloudflare Pages knows
 * no 404 rule and applies every rule before its files, so there a rewrite to a missing path
 * gets its 404 page.
 */
function shellFolderRules(offered: readonly Locale[], target: CdnTarget): Rule[] {
  return prefixedFirst(offered).flatMap((locale) =>
    placeholderRoots().flatMap((root) => {
      const url = localizePath(root, locale);
      const answer =
        target === 'netlify'
          ? { to: cdnNotFoundFile(locale), status: '404!' }
          : { to: missingPath(locale), status: '200' };
      return [
        { from: url, ...answer },
        { from: `${url}/*`, ...answer },
      ];
    }),
  );
}

/**
 * `_redirects` for one CDN: rules apply top to bottom, the first match wins. A rule with
 * status 200 is a rewrite (the address stays). Rules without splat or placeholder come first:
 * Pages reads those before the others wherever they stand, and none of them overlaps a
 * pattern rule, so the order is the one every host applies.
 */
export function redirectsFile(
  brand: HostBrand,
  options: { apiUpstream?: string; target?: CdnTarget } = {},
): string {
  const { target = 'cloudflare-pages' } = options;
  const netlify = target === 'netlify';
  const offered = brand.availableLanguages;
  const rules: Rule[] = [
    ...unofferedRedirects(offered),
    ...shellFolderRules(offered, target),
    ...offered.flatMap((locale) =>
      [...folderRoutes(target), ...paramRoutes()].map((route) => ({
        from: localizePath(route.path, locale),
        to: shellFolder(route, locale),
        status: '200',
      })),
    ),
    ...(netlify
      ? prefixedFirst(offered).map((locale) => ({
          from: locale === defaultLocale ? '/*' : `/${locale}/*`,
          to: cdnNotFoundFile(locale),
          status: '404',
        }))
      : []),
  ];
  const proxy =
    netlify && options.apiUpstream
      ? [
          '# The API, proxied. This syntax cannot set a request header: the API gets no X-Brand',
          '# from the host here. Bind it there (an API host per brand), or move this rule into',
          `# netlify.toml with [redirects.headers] X-Brand = "${brand.slug}". The API refuses a`,
          '# body above the largest its call takes (README, "Access to the API").',
          `/api/* ${options.apiUpstream.replace(/\/$/, '')}/api/:splat 200`,
        ]
      : netlify
        ? ['# /api/*: no proxy rule, API_UPSTREAM was not set for the build.']
        : [
            '# /api/*: Cloudflare Pages proxies only to its own Functions: route /api/* of the',
            '# brand\'s domain to the API in front of Pages (README, "Releasing").',
          ];
  const lines = [
    redirectsHeading(brand.slug, target),
    generatedNote('Rules', brand),
    '#',
    '# These hosts match `:token` against any one path segment; they cannot check the token',
    '# rule (src/routes.ts TOKEN_RULE). A malformed token therefore gets its route shell with',
    "# status 200, and the shell's client-side 404 check (same rule) shows the 404 page with",
    "# 'Page Not Found: {path}'. The local edge server and nginx check the rule at the edge.",
    '# Languages the brand does not offer go to the German page; the shell folders are build',
    '# artefacts, not addresses (404); token routes are rewritten to their shell folder.',
    netlify
      ? '# Anything else: the 404 page of its language (the last rules).'
      : "# Anything else: Pages' own 404 with the nearest 404.html, the language's.",
    '# The stored language (cookie i18n_redirected, SPEC §9) is applied by the German pages',
    "# themselves: Netlify's Cookie= condition tests only that a cookie is there, not its",
    '# value, and Cloudflare Pages has no conditions (src/i18n/storedLocaleScript.ts).',
    '',
    ...proxy,
    '',
    ...rules.filter((r) => !isDynamic(r)).map(ruleLine),
    ...rules.filter(isDynamic).map(ruleLine),
  ];
  return `${lines.join('\n')}\n`;
}
