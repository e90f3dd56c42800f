/**
 * The elements this area's screens mark for click tracking (`data-track-id`). Apart from its
 * event names, which its screens send: only the click tracker's registry reads these, so a
 * screen's first code does not carry every area's ids.
 */
export const clickIds = ['emailRejection.confirm'] as const;

// Names this area's ids in the analytics types (src/analytics/areas.ts).
declare module '../../analytics/areas.ts' {
  interface AreaClicks {
    emailDecline: typeof clickIds;
  }
}
