import type { ClickTrackingId } from './clickTrackingIds.ts';
import type { JsonValue } from './dataLayer.ts';

// The marks alone, for the screens: the click tracker that reads them loads once a page shows.
export const TRACK_ID = 'data-track-id';
export const TRACK_EVENT = 'data-track-event';
export const TRACK_DETAILS = 'data-track-details';

/** The attributes that make an element tracked, to spread onto it: `<a {...trackingAttributes(…)}>`. */
export function trackingAttributes(
  id: ClickTrackingId,
  options: { event?: string; details?: { [key: string]: JsonValue } } = {},
): Record<string, string> {
  return {
    [TRACK_ID]: id,
    ...(options.event === undefined ? {} : { [TRACK_EVENT]: options.event }),
    ...(options.details === undefined ? {} : { [TRACK_DETAILS]: JSON.stringify(options.details) }),
  };
}
