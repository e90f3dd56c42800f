import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { brand } from 'virtual:brand';
import { TextProvider, useText } from '../i18n/react.tsx';
import type { RouteId, ScreenId } from '../routes.ts';
import type { HeadingKey } from '../routing/screens.ts';
import { importWhenReachable, type LazyFiles } from '../ui/importWhenReachable.ts';
import { MantineRoot } from '../ui/MantineRoot.tsx';
import { Screen, type ScreenDefinition, type ScreenProps } from './flowScreen.tsx';
import { prefetchOnFirstInput } from './prefetchOnFirstInput.ts';
import { $shownInDocument, enterDocument, type SharedDocument } from './sameDocument.ts';

/**
 * A screen of a shared document: its definition (the `definition` its module exports, as
 * `flowScreen` takes it), fetched with its code, and its heading.
 */
export interface DocumentScreen {
  /** Imports only once its files have arrived: see `viewFiles`. */
  definition: () => Promise<unknown>;
  /**
   * The files of its view (`lazy-files:` and the view's module), fetched before the view is
   * imported ahead of time: Firefox and WebKit keep an import that failed failed for the
   * page's life, and a step to a screen whose code failed loads its page instead, losing
   * what only this document's memory holds (src/ui/importWhenReachable.ts).
   */
  viewFiles: LazyFiles;
  heading: HeadingKey;
}

const definitionOf = (loaded: unknown) => loaded as ScreenDefinition<unknown>;

/** Screens whose route has the screen's name: the route a step opens names what to show. */
export type DocumentScreens = Partial<Record<Extract<RouteId, ScreenId>, DocumentScreen>>;

/**
 * The page's heading and title for the screen a step shows: the shell around the island
 * (src/layouts/ScreenShell.astro) was written for the page's own screen.
 */
function showHeading(screen: string, heading: string): void {
  document.title = `${heading} | ${brand.nameForTitle}`;
  const section = document.querySelector<HTMLElement>('section.screen[data-screen]');
  if (!section) return;
  section.dataset['screen'] = screen;
  const h1 = section.querySelector(':scope > h1');
  if (h1) h1.textContent = heading;
}

function DocumentHost({
  own,
  screens,
}: {
  own: ScreenDefinition<unknown>;
  screens: DocumentScreens;
}) {
  const shown = useStore($shownInDocument);
  const t = useText();
  useEffect(() => {
    const loaders: SharedDocument = Object.fromEntries(
      Object.entries(screens).map(([route, screen]) => [route, screen.definition]),
    );
    return enterDocument(loaders);
  }, [screens]);
  // The other screens' code, views too, comes while the customer fills in this one: a
  // step then needs no download, and works on when the network has gone meanwhile. A
  // fetch that fails imports nothing, and is tried again on the next input.
  useEffect(
    () =>
      prefetchOnFirstInput(
        Object.values(screens).map(({ definition, viewFiles }) =>
          importWhenReachable(viewFiles, () =>
            definition().then((loaded) => definitionOf(loaded).view()),
          ),
        ),
      ),
    [screens],
  );
  // Until a step shows another screen (`screen`), the page's own is shown.
  const heading =
    shown?.screen === undefined
      ? undefined
      : screens[shown.route as keyof DocumentScreens]?.heading;
  useEffect(() => {
    if (shown && heading) showHeading(shown.route, t(heading));
  }, [shown, heading, t]);
  if (shown?.screen !== undefined)
    // Not its page's own: a page load would lose what this document holds in memory.
    return <Screen key={shown.route} definition={definitionOf(shown.screen)} reloadable={false} />;
  return <Screen key="own" definition={own} />;
}

/**
 * The island of a screen that shares its document with `screens` (`sharedDocuments` in
 * src/routes.ts): it shows its own screen (as `flowScreen`) until a step to another of
 * them shows that one in its place, with its heading and title; src/flows/sameDocument.ts
 * moves the address. Its page alone carries this code.
 */
export function documentScreen<D>(definition: ScreenDefinition<D>, screens: DocumentScreens) {
  const own = definition as ScreenDefinition<unknown>;
  return function DocumentScreenIsland({ locale, texts }: ScreenProps) {
    return (
      <TextProvider locale={locale} texts={texts}>
        <MantineRoot>
          <DocumentHost own={own} screens={screens} />
        </MantineRoot>
      </TextProvider>
    );
  };
}
