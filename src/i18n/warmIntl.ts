import { localeIso, type Locale } from '../routes.ts';

let started = false;

/**
 * Has a worker load the locale data that dates and prices are formatted with, while a screen
 * waits for its data: the page's language, and German, which prices always use.
 *
 * A page's first formatter costs a slow phone's main thread 0.1–0.3 s (30–70 ms at full
 * speed, measured in Chromium), a long task just as the data arrives. Chromium keeps ICU's
 * data in caches every thread of the page shares: made in a worker first, the main thread's
 * first formatter took under a millisecond. Elsewhere the worker costs a thread for a moment;
 * where workers are missing or refused, the page formats as it would without it.
 */
export function warmIntl(locale: Locale): void {
  if (started || typeof Worker === 'undefined') return;
  started = true;
  try {
    const worker = new Worker(new URL('./intlWarmup.worker.ts', import.meta.url));
    worker.addEventListener('error', () => worker.terminate());
    worker.postMessage([...new Set([localeIso[locale], localeIso.de])]);
  } catch {
    // Refused (a policy, a browser without the file): the main thread loads the data itself.
  }
}
