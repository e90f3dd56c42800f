import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { loadLocaleResources } from '../i18n/loadLocale.ts';
import type { Resources } from '../i18n/lookup.ts';
import type { Locale } from '../routes.ts';
import { $textUseCase } from '../stores/textUseCase.ts';
import { LoadingPlaceholder } from '../ui/LoadingPlaceholder.tsx';
import { MantineRoot } from '../ui/MantineRoot.tsx';
import { loadApi } from './loadApi.ts';

export interface FlowIslandProps {
  locale: Locale;
  brandSlug: string;
  /** Shown while the texts load; the Astro shell passes a translated label. */
  loadingLabel: string;
  /** Starts loading what the screen needs beside the texts, not after them. */
  preload?: () => void;
  children: ReactNode;
}

/** Placeholder bars; the label comes translated from the Astro shell (no texts loaded yet). */
function Loading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="ui-loading-region">
      <LoadingPlaceholder />
      <LoadingPlaceholder />
      <LoadingPlaceholder />
    </div>
  );
}

/**
 * The root of every flow screen: loads the page locale's texts (and German as the
 * fallback), then renders the screen under MantineRoot. Texts follow the brand and the
 * persisted use case (SPEC §9), also when a screen changes the use case while it is open.
 */
export function FlowIsland({
  locale,
  brandSlug,
  loadingLabel,
  preload,
  children,
}: FlowIslandProps) {
  const [resources, setResources] = useState<Resources>();
  const useCase = useStore($textUseCase);
  useEffect(() => {
    let live = true;
    void loadLocaleResources(locale).then((loaded) => live && setResources(loaded));
    preload?.();
    return () => {
      live = false;
    };
  }, [locale, preload]);
  if (!resources) return <Loading label={loadingLabel} />;
  return (
    <MantineRoot locale={locale} resources={resources} context={{ slug: brandSlug, useCase }}>
      {children}
    </MantineRoot>
  );
}

/**
 * The island of one flow screen, loading the screen's code after the page is up:
 * `export const PaymentIsland = flowIsland(() => import('./PaymentScreen.tsx').then((m) => m.PaymentScreen))`.
 */
export function flowIsland(load: () => Promise<ComponentType>) {
  let screen: Promise<{ default: ComponentType }> | undefined;
  const loadScreen = () => (screen ??= load().then((component) => ({ default: component })));
  const Screen = lazy(loadScreen);
  // Texts, the screen's code and the API client (which every flow screen calls) load
  // side by side: one round trip before the screen can ask for its data, not three.
  const preload = () => {
    void loadScreen();
    // A failure here is the screen's to report when it asks for the client itself.
    loadApi().catch(() => undefined);
  };
  return function Island(props: Omit<FlowIslandProps, 'children' | 'preload'>) {
    return (
      <FlowIsland {...props} preload={preload}>
        <Suspense fallback={<Loading label={props.loadingLabel} />}>
          <Screen />
        </Suspense>
      </FlowIsland>
    );
  };
}
