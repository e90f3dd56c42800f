import { brand } from 'virtual:brand';
import islandKeys from 'virtual:island-texts';
import type { ScreenId } from '../routes.ts';
import { documentScreens, screens, type IslandScreen } from '../routing/screens.ts';
import { buildTexts } from '../i18n/server.ts';
import { shellParam, shells, type RouteShell } from '../shells.ts';
import type { ScreenProps } from './flowScreen.tsx';

/** Namespaces every island shows: layout bits, shared components and error texts. */
const sharedTexts = ['common', 'ui', 'errors'] as const;

export interface ScreenPageProps {
  shell: RouteShell;
}

export interface IslandPageProps extends ScreenPageProps {
  island: ScreenProps;
}

/** A screen's shells: each of its routes in every language the brand offers. */
const shellsOf = (screen: ScreenId): RouteShell[] =>
  shells(brand.availableLanguages).filter(
    (shell): shell is RouteShell => shell.kind === 'route' && shell.route.screen === screen,
  );

/** `getStaticPaths` of the page of a screen without an island (scripts/screenPages.ts). */
export function screenStaticPaths(screen: ScreenId, param: string) {
  return shellsOf(screen).map((shell) => ({
    params: { [param]: shellParam(shell.url) },
    props: { shell } satisfies ScreenPageProps,
  }));
}

/**
 * The keys of its namespaces an island's code names (and that of the screens sharing its
 * document): src/i18n/textUse.ts reads them from the code at build time.
 */
function shownKeys(screen: IslandScreen) {
  const named = islandKeys;
  if (!named) return undefined;
  const modules = [...new Set(documentScreens(screen).map((s) => screens[s].module ?? ''))];
  return { id: modules.join(','), keys: new Set(modules.flatMap((m) => named[m] ?? [])) };
}

/**
 * `getStaticPaths` of the page of a screen with an island (scripts/screenPages.ts): its
 * shells in every offered language, each with the island's props: the page locale and the
 * texts it shows (and those of the screens sharing its document), resolved for this brand
 * at build time, so the first paint needs no text download. The texts go as one JSON
 * string: Astro would wrap each of an object's values in a tuple of its own.
 */
export function islandStaticPaths(screen: IslandScreen, param: string) {
  const namespaces = [
    ...new Set([...sharedTexts, ...documentScreens(screen).flatMap((s) => screens[s].texts)]),
  ];
  const only = shownKeys(screen);
  return shellsOf(screen).map((shell) => ({
    params: { [param]: shellParam(shell.url) },
    props: {
      shell,
      island: {
        locale: shell.locale,
        texts: JSON.stringify(buildTexts(shell.locale, namespaces, only)),
      },
    } satisfies IslandPageProps,
  }));
}
