import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { Locale } from '../routes.ts';
import type { FlowScreen } from './flowScreens.ts';
import { FlowIsland } from './FlowIsland.tsx';
import { screenLoaders } from './screens.ts';

export interface ScreenIslandProps {
  screen: FlowScreen;
  locale: Locale;
  brandSlug: string;
  loadingLabel: string;
}

// Created once: React keeps a lazy component's loaded code only while it is the same object.
const lazyScreens = Object.fromEntries(
  (Object.keys(screenLoaders) as FlowScreen[]).map((screen) => [
    screen,
    lazy(() => screenLoaders[screen]().then((component) => ({ default: component }))),
  ]),
) as Record<FlowScreen, LazyExoticComponent<ComponentType>>;

/** The one island the route shells render: the flow screen of the route, under FlowIsland. */
export function ScreenIsland({ screen, ...root }: ScreenIslandProps) {
  const Screen = lazyScreens[screen];
  const fallback = (
    <div role="status" aria-label={root.loadingLabel} className="ui-loading-region" />
  );
  return (
    <FlowIsland {...root}>
      <Suspense fallback={fallback}>
        <Screen />
      </Suspense>
    </FlowIsland>
  );
}
