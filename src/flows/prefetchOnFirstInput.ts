import { useEffect } from 'react';
import { afterNextPaint } from '../ui/afterNextPaint.ts';

/** Code a submit imports: `() => import('./placeOrder.ts')`. */
export type Prefetch = () => Promise<unknown>;

/**
 * What tells that the customer is starting on a form: the pointer onto it (a moment before
 * a click on a form filled in already), a focus, a press or a keystroke in it.
 */
const STARTS = ['pointerover', 'focusin', 'pointerdown', 'input'] as const;

/**
 * Fetches the code a form's submit needs once the customer starts on a form of the page,
 * so the submit never waits for a download, nor fails for one when the network has gone
 * meanwhile; and not before, so none of it counts against the page's first view. A fetch
 * that fails (offline) is tried again on the next start. Returns a function that stops it.
 *
 * The fetches start once the frame that answers the customer's first touch is painted:
 * starting an import appends its preload links, work that otherwise delayed the response
 * to that touch (traced in Chromium at 1×, a first tap on "Weiter": its event's handling
 * 5-19 ms before, 1-3 ms after). A submit in that frame imports what it needs itself.
 */
export function prefetchOnFirstInput(
  loads: readonly Prefetch[],
  document: Document = globalThis.document,
): () => void {
  let pending = loads;
  let stopped = false;
  let cancelFetch = () => {};
  const listen = (on: boolean) => {
    for (const type of STARTS)
      if (on) document.addEventListener(type, start, true);
      else document.removeEventListener(type, start, true);
  };
  function start(event: Event) {
    if (!(event.target instanceof Element) || !event.target.closest('form')) return;
    listen(false);
    const fetching = pending;
    pending = [];
    cancelFetch = afterNextPaint(() => {
      for (const load of fetching)
        load().catch(() => {
          // An import that failed fetches again when asked again: once the network is back, say.
          if (stopped) return;
          pending = [...pending, load];
          listen(true);
        });
    });
  }
  listen(true);
  return () => {
    stopped = true;
    cancelFetch();
    listen(false);
  };
}

/** `prefetchOnFirstInput` for a view: `loads` defined once, outside the component. */
export function usePrefetchOnFirstInput(loads: readonly Prefetch[]): void {
  useEffect(() => prefetchOnFirstInput(loads), [loads]);
}
