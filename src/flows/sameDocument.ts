import { atom } from 'nanostores';
import { announcePathChange } from '../layouts/pathChange.ts';
import type { RouteId } from '../routes.ts';
import { splitLocale } from '../routing/paths.ts';
import { matchRoute } from '../routing/match.ts';
import { routeWithinDocument } from '../routing/navigate.ts';

/**
 * Moving between the screens of a shared document (`sharedDocuments` in src/routes.ts)
 * through the history API: the address changes, the page and its memory stay.
 */

/** The screens of one shared document: their definitions, fetched with their code. */
export type SharedDocument = Partial<Record<RouteId, () => Promise<unknown>>>;

/**
 * The route whose screen the document shows: the page's own until a step shows another,
 * then with that screen's definition (`screen`, src/flows/documentScreen.tsx shows it in
 * place of the page's own). None before the page enters its document.
 */
export const $shownInDocument = atom<{ route: RouteId; screen?: unknown } | undefined>();

let current: SharedDocument | undefined;

const routeAt = (pathname: string): RouteId | undefined => {
  const match = matchRoute(splitLocale(pathname).path);
  return match.kind === 'route' ? match.route.id : undefined;
};

/** The screen of `id`, or nothing when its code cannot load (offline, a release later). */
async function screenOf(id: RouteId): Promise<unknown> {
  try {
    return await current?.[id]?.();
  } catch {
    return undefined;
  }
}

function show(route: RouteId, screen: unknown): void {
  $shownInDocument.set({ route, screen });
  announcePathChange();
}

/**
 * Shows `url` (a page of route `id`) in this document when the page's screen shares it
 * with `id`: the address changes, the page does not, and memory is kept. False when `id`
 * is not one of them or its code cannot load: the caller loads the page instead.
 */
export async function openInDocument(id: RouteId, url: string, replace = false): Promise<boolean> {
  if (!current?.[id]) return false;
  const screen = await screenOf(id);
  if (screen === undefined) return false;
  if (replace) window.history.replaceState(null, '', url);
  else window.history.pushState(null, '', url);
  show(id, screen);
  return true;
}

/** A plain click on a link to another screen of the document, as the browser would follow it. */
function linkTarget(event: MouseEvent): { id: RouteId; url: URL } | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self'))
    return undefined;
  if (link.hasAttribute('download')) return undefined;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin) return undefined;
  // A language link loads the page in that language: its texts are not in this document.
  if (splitLocale(url.pathname).locale !== splitLocale(window.location.pathname).locale)
    return undefined;
  const id = routeAt(url.pathname);
  return id && current?.[id] ? { id, url } : undefined;
}

/**
 * While a page whose screen shares `screens`' document is open: steps (`goTo`), links and
 * Back/Forward between those screens stay in this document. Returns the cleanup.
 */
export function enterDocument(screens: SharedDocument): () => void {
  current = screens;
  const own = routeAt(window.location.pathname);
  $shownInDocument.set(own && { route: own });
  const onClick = (event: MouseEvent) => {
    const target = linkTarget(event);
    if (!target) return;
    event.preventDefault();
    void openInDocument(target.id, target.url.href).then((shown) => {
      if (!shown) window.location.assign(target.url.href);
    });
  };
  const onPopState = () => {
    const id = routeAt(window.location.pathname);
    // Back to a hash of the same page: no other screen.
    if (id !== undefined && id === $shownInDocument.get()?.route) return;
    void (async () => {
      const screen = id && current?.[id] ? await screenOf(id) : undefined;
      if (id === undefined || screen === undefined) window.location.reload();
      else show(id, screen);
    })();
  };
  document.addEventListener('click', onClick);
  window.addEventListener('popstate', onPopState);
  const unroute = routeWithinDocument(openInDocument);
  return () => {
    unroute();
    document.removeEventListener('click', onClick);
    window.removeEventListener('popstate', onPopState);
    if (current === screens) current = undefined;
  };
}
