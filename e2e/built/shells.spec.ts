import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { DIST } from '../../scripts/paths.ts';
import { COMPILE_HINT, HINTED_FROM_BYTES } from '../../scripts/compileHints.ts';
import { toClientBrand } from '../../src/brand/registry.ts';
import { brandDataJson } from '../../src/brand/pageData.ts';
import { storedLocaleScript, storedLocaleScriptHashes } from '../../src/i18n/storedLocaleScript.ts';
import { paramCheckScript, paramCheckScriptHash } from '../../src/layouts/paramCheckScript.ts';
import { defaultLocale, locales, routes } from '../../src/routes.ts';
import { localizePath } from '../../src/routing/paths.ts';
import { routeById } from '../../src/routing/links.ts';
import { hasParams } from '../../src/routing/patterns.ts';
import { hasIsland } from '../../src/routing/screens.ts';
import { shellFile, shells } from '../../src/shells.ts';
import { brands } from '../fixtures.ts';
import { text } from '../offerFlow.ts';

/**
 * The static HTML of every shell of every brand and locale, read from the build without a
 * browser: the layout, and on flow screens the first paint rendered at build time and
 * hydrated (never an empty client-only island).
 */
const html = (slug: string, url: string) =>
  readFileSync(join(DIST, slug, shellFile(url)), 'utf8').replace(/&amp;/g, '&');

/**
 * What a static HTML page shows as the first paint of its islands: never an empty island,
 * but the skeleton of what loads, or the screen itself where nothing needs loading.
 */
function islandProblems(page: string): string[] {
  const islands = [...page.matchAll(/<astro-island\b([^>]*)>([\s\S]*?)<\/astro-island>/g)];
  if (islands.length === 0) return ['no island'];
  return islands.flatMap(([, attributes = '', content = '']) => [
    ...(/\bclient="(load|idle|visible)"/.test(attributes) ? [] : ['not hydrated from its HTML']),
    ...(/\bssr\b/.test(attributes) ? [] : ['not rendered at build time']),
    ...(/flow-skeleton|<(h[2-6]|p)\b/.test(content) ? [] : ['an empty first paint']),
  ]);
}

for (const brand of brands) {
  test(`${brand.slug}: every shell has the layout; flow screens paint before their script`, () => {
    const problems: string[] = [];
    for (const shell of shells(brand.availableLanguages)) {
      const page = html(brand.slug, shell.url);
      const { locale, url } = shell;
      const expectations: [string, boolean][] = [
        [`lang ${locale}`, page.includes(`<html lang="${locale}"`)],
        ['a heading', /<h1[^>]*>[^<]+<\/h1>/.test(page)],
        ['the brand in the title', page.includes(`| ${brand.nameForTitle}</title>`)],
        [
          "the brand for the browser's code",
          page.includes(`data-brand>${brandDataJson(toClientBrand(brand))}</script>`),
        ],
        [
          'the footer link to the termination',
          new RegExp(`<footer[^]*<a href="${localizePath('/kuendigung', locale)}">`).test(page),
        ],
      ];
      if (shell.kind === 'route') {
        const { screen } = shell.route;
        expectations.push([`screen ${screen}`, page.includes(`data-screen="${screen}"`)]);
        if (hasIsland(screen))
          problems.push(...islandProblems(page).map((problem) => `${url}: ${problem}`));
      }
      for (const [what, holds] of expectations) if (!holds) problems.push(`${url}: ${what}`);
    }
    expect(problems).toEqual([]);
  });
}

/**
 * The files an island's chunk has Vite's loader fetch with its dynamic imports, and those
 * it imports bare (a file that needs no other: Vite gives it no loader).
 */
function fetchedAtOnce(slug: string, componentUrl: string): string[] {
  const chunk = readFileSync(join(DIST, slug, componentUrl), 'utf8');
  const list = /m\.f=\[([^\]]*)\]/.exec(chunk)?.[1] ?? '';
  const loaded = [...list.matchAll(/"([^"]+)"/g)].map(([, file = '']) => `/${file}`);
  const dir = componentUrl.slice(0, componentUrl.lastIndexOf('/') + 1);
  const bare = [...chunk.matchAll(/import\(`\.\/([^`]+)`\)/g)].map(
    ([, file = '']) => `${dir}${file}`,
  );
  return [...new Set([...loaded, ...bare])];
}

test('island pages link every file their island fetches at once, after their content, each one built', () => {
  let linking = 0;
  for (const brand of brands) {
    for (const shell of shells(brand.availableLanguages)) {
      if (shell.kind !== 'route' || !hasIsland(shell.route.screen)) continue;
      const page = html(brand.slug, shell.url);
      const where = `${brand.slug} ${shell.url}`;
      const links = [...page.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)];
      const linked = links.map(([, href = '']) => href);
      // Every file the loader would add after the first paint is in the HTML already.
      const islands = [...page.matchAll(/\bcomponent-url="([^"]+)"/g)];
      const wanted = islands.flatMap(([, url = '']) => fetchedAtOnce(brand.slug, url));
      expect(new Set(linked), where).toEqual(new Set(wanted));
      for (const href of linked)
        expect(existsSync(join(DIST, brand.slug, href)), `${where}: ${href}`).toBe(true);
      const footer = page.indexOf('</footer>');
      expect(footer, where).toBeGreaterThan(0);
      if (links[0]) expect(links[0].index, where).toBeGreaterThan(footer);
      if (links.length > 0) linking++;
    }
  }
  // Flow screens load their view and data loader with a dynamic import.
  expect(linking).toBeGreaterThan(brands.length * 10);
});

test("the offer page's intro, its largest paint, is in the HTML in every language built", () => {
  const offer = routeById('offer');
  for (const brand of brands) {
    for (const shell of shells(brand.availableLanguages)) {
      if (shell.kind !== 'route' || shell.route !== offer) continue;
      expect(html(brand.slug, shell.url), `${brand.slug} ${shell.url}`).toContain(
        text(shell.locale, 'offer:offer.intro'),
      );
    }
  }
});

test('a brand builds only the languages it offers', () => {
  for (const brand of brands) {
    for (const locale of locales.filter((l) => l !== defaultLocale)) {
      expect(existsSync(join(DIST, brand.slug, locale)), `${brand.slug}/${locale}`).toBe(
        brand.availableLanguages.includes(locale),
      );
    }
  }
});

test('the German pages of a brand with another language apply the stored one before painting', () => {
  for (const brand of brands) {
    const script = storedLocaleScript(brand.availableLanguages);
    for (const shell of shells(brand.availableLanguages)) {
      const page = html(brand.slug, shell.url);
      const head = /<head>([\s\S]*?)<\/head>/.exec(page)?.[1] ?? '';
      const carries = script !== undefined && head.includes(`<script>${script}</script>`);
      // Only on German route pages: a link with a language keeps it, a 404 stays a 404.
      const wanted =
        script !== undefined && shell.locale === defaultLocale && shell.kind === 'route';
      expect(carries, `${brand.slug} ${shell.url}`).toBe(wanted);
      if (!wanted) continue;
      // Before the page's stylesheets and body, and allowed by the page's own policy.
      expect(head.indexOf(script), shell.url).toBeLessThan(head.indexOf('<style'));
      const csp = /http-equiv="content-security-policy" content="([^"]+)"/.exec(page)?.[1] ?? '';
      for (const hash of storedLocaleScriptHashes(brand.availableLanguages))
        expect(csp, shell.url).toContain(`'${hash}'`);
    }
  }
});

test("every token page checks its route's rule before any island, allowed by its policy, and carries its 404 view", () => {
  for (const brand of brands) {
    for (const shell of shells(brand.availableLanguages)) {
      const page = html(brand.slug, shell.url);
      const check = `<script data-route="${shell.kind === 'route' ? shell.route.path : ''}">${paramCheckScript}</script>`;
      const wanted = shell.kind === 'route' && hasParams(shell.route);
      expect(page.includes(check), `${brand.slug} ${shell.url}`).toBe(wanted);
      if (!wanted) continue;
      expect(page.indexOf(check), shell.url).toBeLessThan(page.indexOf('</head>'));
      const csp = /http-equiv="content-security-policy" content="([^"]+)"/.exec(page)?.[1] ?? '';
      expect(csp, shell.url).toContain(`'${paramCheckScriptHash}'`);
      expect(page, shell.url).toMatch(
        /<div data-not-found-view data-title="[^"]+" hidden><section class="not-found"[\s\S]*?data-not-found-message/,
      );
    }
  }
});

test("the browser's files are the same bytes in every brand: the brand comes from the page", () => {
  const files = (slug: string) =>
    readdirSync(join(DIST, slug, '_astro'))
      .sort()
      .map((name) => {
        const bytes = readFileSync(join(DIST, slug, '_astro', name));
        return `${name} ${createHash('sha256').update(bytes).digest('hex')}`;
      });
  const [first, ...others] = brands;
  const expected = files(first!.slug);
  for (const brand of others) expect(files(brand.slug), brand.slug).toEqual(expected);
});

/** The browser's scripts, as the first brand has them (every brand's are the same bytes). */
function browserScripts(): { name: string; code: string }[] {
  const dir = join(DIST, brands[0]!.slug, '_astro');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, code: readFileSync(join(dir, name), 'utf8') }));
}

test("the browser's larger files open with Chrome's compile hint: their code compiles as it streams in, off the main thread", () => {
  const files = browserScripts();
  const large = files.filter(({ code }) => code.length >= HINTED_FROM_BYTES);
  expect(large.length).toBeGreaterThan(10);
  expect(
    large.filter(({ code }) => !code.startsWith(COMPILE_HINT)).map(({ name }) => name),
  ).toEqual([]);
});

test('no browser file only passes on what another file exports', () => {
  // Such a file is a request for nothing but the file it names: React's island renderer was
  // one on every island page until entries' files could export more (scripts/chunks.ts).
  const passOn = /^(?:export\s*(?:\*|\{[^}]*\})\s*from\s*"[^"]+";?\s*)+$/;
  expect(
    browserScripts()
      .filter(({ code }) => passOn.test(code.replace(COMPILE_HINT, '').trim()))
      .map(({ name, code }) => `${name} ${code}`),
  ).toEqual([]);
});

test("the browser's route table carries no screen's module or texts: only the build reads them", () => {
  const modules = routes.flatMap((route) => ('module' in route ? [route.module] : []));
  expect(modules.length).toBeGreaterThan(10);
  const code = browserScripts()
    .map((file) => file.code)
    .join('\n');
  // The table is in the browser's code, each entry ending with its tracking name.
  const entryEnd = new RegExp(`tracking:([\`"'])${routeById('termination').tracking}\\1\\}`);
  expect(entryEnd.test(code), 'an entry ends with its tracking name').toBe(true);
  expect(modules.filter((module) => code.includes(module))).toEqual([]);
});
