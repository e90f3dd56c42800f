import { islands, type IslandScreen } from '../routes.ts';
import { buildTexts } from '../i18n/server.ts';
import { shellParam, shells, type Shell } from '../shells.ts';
import type { ScreenProps } from './flowScreen.tsx';

/** Namespaces every island shows: layout bits, shared components and error texts. */
const sharedTexts = ['common', 'ui', 'errors'] as const;

export interface IslandPageProps {
  shell: Shell;
  island: ScreenProps;
}

/**
 * `getStaticPaths` of a screen's page file (written by `npm run pages`): its shells in
 * every locale, each with the island's props: the page locale and the texts it shows,
 * resolved for this brand at build time, so the first paint needs no text download.
 */
export function islandStaticPaths(screen: IslandScreen, param: string) {
  const namespaces = [...sharedTexts, ...islands[screen].texts];
  return shells().flatMap((shell) =>
    shell.kind === 'route' && shell.route.screen === screen
      ? [
          {
            params: { [param]: shellParam(shell.url) },
            props: {
              shell,
              island: { locale: shell.locale, texts: buildTexts(shell.locale, namespaces) },
            } satisfies IslandPageProps,
          },
        ]
      : [],
  );
}
