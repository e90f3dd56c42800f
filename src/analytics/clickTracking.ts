import { isClickTrackingId } from './clickTrackingIds.ts';
import { push, type ClickEvent, type JsonValue } from './dataLayer.ts';
import { analyticsPageName } from './pagePath.ts';
import { TRACK_DETAILS, TRACK_EVENT, TRACK_ID } from './trackingAttributes.ts';

/** Event name of a tracked click whose element names none. */
export const DEFAULT_CLICK_EVENT = 'click';

function parseDetails(raw: string | null | undefined, id: string): JsonValue | null {
  if (raw === null || raw === undefined) return null;
  try {
    return JSON.parse(raw) as JsonValue;
  } catch {
    console.warn(`[analytics] invalid ${TRACK_DETAILS} JSON on "${id}"; tracked without details`);
    return null;
  }
}

/**
 * The event for a click, or undefined when the click is not tracked. The clicked element
 * or its nearest ancestor with an id or event name is the tracked element; each attribute
 * is read from it or its nearest ancestor carrying that one, so a section can give the
 * details for all elements inside it.
 */
export function clickEventOf(target: EventTarget | null, pageName: string): ClickEvent | undefined {
  // A click's target is an element; anything without `closest` (text, window) is ignored.
  if (!target || typeof (target as Partial<Element>).closest !== 'function') return undefined;
  const tracked = (target as Element).closest(`[${TRACK_ID}],[${TRACK_EVENT}]`);
  if (!tracked) return undefined;
  const read = (name: string) => tracked.closest(`[${name}]`)?.getAttribute(name);

  const id = read(TRACK_ID);
  if (!id || !isClickTrackingId(id)) {
    console.warn(`[analytics] click on unknown tracking id "${id ?? ''}" not tracked`);
    return undefined;
  }
  return {
    event: read(TRACK_EVENT) || DEFAULT_CLICK_EVENT,
    pageName,
    trackingId: id,
    details: parseDetails(read(TRACK_DETAILS), id),
  };
}

const running = new WeakMap<Document, () => void>();

/**
 * Tracks clicks on marked elements anywhere in the document with one listener. It listens
 * in the capture phase, so a component that stops propagation still gets its clicks
 * tracked. Starting twice on a document keeps one listener. Returns a stop function.
 */
export function startClickTracking(doc: Document = document): () => void {
  const started = running.get(doc);
  if (started) return started;
  const onClick = (event: Event) => {
    const click = clickEventOf(event.target, analyticsPageName(doc.location?.pathname ?? ''));
    if (click) push(click, doc.defaultView ?? undefined);
  };
  const stop = () => {
    doc.removeEventListener('click', onClick, true);
    running.delete(doc);
  };
  doc.addEventListener('click', onClick, true);
  running.set(doc, stop);
  return stop;
}
