import { routes, sharedDocuments, type Route, type ScreenId } from '../routes.ts';

/** The route that says what screen `S` shows: the first of its routes (`ScreenDef`). */
export type ShowingRoute<S extends ScreenId = ScreenId> = Extract<
  Route,
  { readonly screen: S; readonly texts: readonly unknown[] }
>;

type IsUnion<T, All = T> = T extends unknown ? ([All] extends [T] ? false : true) : never;

/**
 * The screens whose routes say what they show on none of them, or on more than one:
 * `never`, or tsc fails where src/routing/screens.test.ts holds it to `never`.
 */
export type UnsaidOrRepeated = {
  [S in ScreenId]: [ShowingRoute<S>] extends [never]
    ? S
    : true extends IsUnion<ShowingRoute<S>>
      ? S
      : never;
}[ScreenId];

/**
 * What each screen shows, read from the route table: its module and texts, on the first of
 * its routes. Build-time only: the browser's copy of the table has neither, and its files
 * drop this (marked pure) where they import the module for something else.
 */
export const screens = /* @__PURE__ */ Object.fromEntries(
  routes.flatMap((route) => ('texts' in route ? [[route.screen, route] as const] : [])),
) as { readonly [S in ScreenId]: ShowingRoute<S> };

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
  [S in ScreenId]: `${ShowingRoute<S>['texts'][0]}:screens.${S}.heading`;
}[ScreenId];

export const headingKey = (screen: ScreenId): HeadingKey =>
  `${screens[screen].texts[0]}:screens.${screen}.heading` as HeadingKey;

/** A screen whose module is a React island. */
export type IslandScreen = {
  [S in ScreenId]: ShowingRoute<S> extends { module: `${string}.tsx` } ? S : never;
}[ScreenId];

export const hasIsland = (screen: string): screen is IslandScreen =>
  screen in screens && Boolean(screens[screen as ScreenId].module?.endsWith('.tsx'));

/** The screens that have an island; the others are static pages. */
export const islands = /* @__PURE__ */ Object.fromEntries(
  Object.entries(screens).filter(([screen]) => hasIsland(screen)),
) as { readonly [S in IslandScreen]: ShowingRoute<S> };
