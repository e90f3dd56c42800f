import type { Page } from '@playwright/test';

/**
 * Every push onto `window.dataLayer`, also copied to sessionStorage under `key` before the
 * page can leave: the array itself is gone with each page load. Run by `page.addInitScript`.
 */
export function mirrorDataLayer(key: string) {
  const layer: unknown[] = [];
  layer.push = (...items: unknown[]) => {
    const kept = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[];
    sessionStorage.setItem(key, JSON.stringify([...kept, ...items]));
    return Array.prototype.push.apply(layer, items);
  };
  (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
}

/** What `mirrorDataLayer(key)` kept in this tab, over every page load. */
export const dataLayerOfRun = (page: Page, key: string): Promise<Record<string, unknown>[]> =>
  page.evaluate(
    (mirror) => JSON.parse(sessionStorage.getItem(mirror) ?? '[]') as Record<string, unknown>[],
    key,
  );
