import { useEffect, useState, type ReactNode } from 'react';
import { loadLocaleResources } from '../i18n/loadLocale.ts';
import type { Resources } from '../i18n/lookup.ts';
import type { Locale } from '../routes.ts';
import { LoadingPlaceholder } from '../ui/LoadingPlaceholder.tsx';
import { MantineRoot } from '../ui/MantineRoot.tsx';

export interface FlowIslandProps {
  locale: Locale;
  brandSlug: string;
  /** Shown while the texts load; the Astro shell passes a translated label. */
  loadingLabel: string;
  children: ReactNode;
}

/**
 * The root of every flow screen: loads the page locale's texts (and German as the
 * fallback), then renders the screen under MantineRoot.
 */
export function FlowIsland({ locale, brandSlug, loadingLabel, children }: FlowIslandProps) {
  const [resources, setResources] = useState<Resources>();
  useEffect(() => {
    let live = true;
    void loadLocaleResources(locale).then((loaded) => live && setResources(loaded));
    return () => {
      live = false;
    };
  }, [locale]);
  if (!resources) {
    // No texts yet: the label comes translated from the Astro shell.
    return (
      <div role="status" aria-label={loadingLabel} className="ui-loading-region">
        <LoadingPlaceholder />
        <LoadingPlaceholder />
        <LoadingPlaceholder />
      </div>
    );
  }
  return (
    <MantineRoot locale={locale} resources={resources} context={{ slug: brandSlug }}>
      {children}
    </MantineRoot>
  );
}
