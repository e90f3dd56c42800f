import { mayLeave } from '../layouts/leaving.ts';

/**
 * Once a new release is live, the next link the customer follows must load that release.
 * Every page of this site is a static HTML file served `Cache-Control: no-cache`, so any
 * real page load revalidates the HTML and, through its new hashed asset URLs, gets the new
 * code; a plain `location.assign` is therefore enough and needs no cache-busting query
 * (which would also change the path the edge routes on). What must not happen is a link
 * click handled inside the page (an island's own click handler, a client-side router
 * added later), which would keep running the old code: this capture-phase listener runs
 * before any of those and turns the click into a full page load of the link's address.
 */
export function loadNextNavigationFully(
  document: Document,
  navigate: (href: string) => void,
): () => void {
  const onClick = (event: MouseEvent) => {
    const href = fullLoadTarget(event, document);
    if (href === undefined) return;
    event.preventDefault();
    // A screen holding answers the load loses (ID number, IBAN) asks first.
    const proceed = () => navigate(href);
    if (mayLeave({ reason: 'reload', proceed }, document.defaultView ?? window)) proceed();
  };
  document.addEventListener('click', onClick, { capture: true });
  return () => document.removeEventListener('click', onClick, { capture: true });
}

/** The address to load fully, or undefined when the browser should handle the click itself. */
function fullLoadTarget(event: MouseEvent, document: Document): string | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  // Modified clicks open new tabs or windows; the open page stays as it is.
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const target = event.target as Element | null;
  const link = typeof target?.closest === 'function' ? target.closest('a[href]') : null;
  if (!link || link.hasAttribute('download')) return undefined;
  const frame = link.getAttribute('target');
  if (frame && frame !== '_self') return undefined;
  let url: URL;
  try {
    url = new URL(link.getAttribute('href') ?? '', document.baseURI);
  } catch {
    return undefined;
  }
  const here = new URL(document.URL);
  if (url.origin !== here.origin) return undefined;
  // A jump within the same page (only the hash differs) is not a navigation.
  if (url.hash && url.pathname === here.pathname && url.search === here.search) return undefined;
  return url.href;
}
