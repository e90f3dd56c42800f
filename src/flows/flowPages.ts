import { brand } from 'virtual:brand';
import { serverT } from '../i18n/server.ts';
import { shellParam, shells, type Shell } from '../shells.ts';
import type { FlowScreen } from './flowScreens.ts';
import type { FlowIslandProps } from './FlowIsland.tsx';

export type FlowIslandRootProps = Omit<FlowIslandProps, 'children'>;

export interface FlowPageProps {
  shell: Shell;
  island: FlowIslandRootProps;
}

/**
 * `getStaticPaths` of a flow screen's own page file (`src/pages/[...<screen>].astro`):
 * its shells in every locale, with the island's props. One page file per screen keeps
 * each screen's scripts and styles on its own pages only.
 */
export function flowStaticPaths(screen: FlowScreen, param: string) {
  return shells().flatMap((shell) =>
    shell.kind === 'route' && shell.route.screen === screen
      ? [
          {
            params: { [param]: shellParam(shell.url) },
            props: {
              shell,
              island: {
                locale: shell.locale,
                brandSlug: brand.slug,
                loadingLabel: serverT(shell.locale, { slug: brand.slug })('layout.loading'),
              },
            } satisfies FlowPageProps,
          },
        ]
      : [],
  );
}
