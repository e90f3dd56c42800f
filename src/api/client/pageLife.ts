/**
 * One AbortController per page life: `pagehide` (the customer leaves, or the page goes into
 * the back/forward cache) aborts every request still in flight, so no answer arrives into a
 * page that is gone. A page restored from that cache (`pageshow`) starts a new life.
 */
export interface PageLife {
  /** Signal of the current page life; read it when a request starts. */
  readonly signal: AbortSignal;
}

export function watchPageLife(target: EventTarget): PageLife {
  let controller = new AbortController();
  target.addEventListener('pagehide', () => controller.abort());
  target.addEventListener('pageshow', () => {
    if (controller.signal.aborted) controller = new AbortController();
  });
  return {
    get signal() {
      return controller.signal;
    },
  };
}
