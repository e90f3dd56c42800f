/** The event on `window` of a page part whose files the site's own loader could not fetch. */
export const PAGE_PART_FAILED = 'site:pagepartfailed';

/** How that loader words it, before its status and the file (src/ui/importWhenReachable.ts). */
export const PAGE_PART_FAILED_MESSAGE = 'Unable to load page part';

/**
 * Messages browsers give a dynamic import whose file did not arrive: gone with a release
 * that replaced the hashed chunks this page still refers to, or lost with the connection
 * (Chromium, Firefox, Safari, webpack-style chunk loaders, Vite's CSS preloader). In the
 * page script's chunk (scripts/chunks.ts): the release guard and the flow screens ask it.
 */
const FAILED_LOAD = new RegExp(
  [
    'Failed to fetch dynamically imported module',
    'error loading dynamically imported module',
    'Importing a module script failed',
    'Unable to preload CSS',
    'Loading chunk [\\w-]+ failed',
    PAGE_PART_FAILED_MESSAGE,
  ].join('|'),
  'i',
);

export function isFailedPagePartLoad(reason: unknown): boolean {
  if (typeof reason === 'string') return FAILED_LOAD.test(reason);
  if (typeof reason !== 'object' || reason === null) return false;
  const { name, message } = reason as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || (typeof message === 'string' && FAILED_LOAD.test(message));
}
