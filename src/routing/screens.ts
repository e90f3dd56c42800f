import type { Namespace } from '../i18n/keys.ts';
import { screens, sharedDocuments, type ScreenId } from '../routes.ts';

/** The screens whose document `screen` shares: itself alone for most. */
export const documentScreens = (screen: ScreenId): readonly ScreenId[] =>
  Object.values(sharedDocuments).find((group: readonly ScreenId[]) => group.includes(screen)) ?? [
    screen,
  ];

/**
 * The text key of a screen's heading (its `<h1>` and page title), in its own namespace; a
 * screen whose namespace has no heading for it fails `tsc` where the key is read.
 */
export type HeadingKey = {
  [S in ScreenId]: `${(typeof screens)[S]['texts'][0]}:screens.${S}.heading`;
}[ScreenId];

export const headingKey = (screen: ScreenId): HeadingKey =>
  `${screens[screen].texts[0]}:screens.${screen}.heading` as HeadingKey;

/** A screen whose module is a React island. */
export type IslandScreen = {
  [S in ScreenId]: (typeof screens)[S] extends { module: `${string}.tsx` } ? S : never;
}[ScreenId];

/** A screen's React island: its module below `src/flows/` and the texts it shows. */
export interface Island {
  readonly module: `${string}.tsx`;
  readonly texts: readonly Namespace[];
}

export const hasIsland = (screen: string): screen is IslandScreen =>
  screen in screens && Boolean(screens[screen as ScreenId].module?.endsWith('.tsx'));

/**
 * The screens that have an island; the others are static pages. Marked pure so that the
 * browser's files, which read only the routes, drop it and the screen table with it.
 */
export const islands = /* @__PURE__ */ (() =>
  Object.fromEntries(Object.entries(screens).filter(([screen]) => hasIsland(screen))) as {
    readonly [S in IslandScreen]: (typeof screens)[S];
  })();
