/**
 * What the areas report to the tag manager: in `src/flows/<area>/trackingNames.ts` its
 * `eventNames` (its lifecycle events; the tag manager's triggers match on these), in
 * `src/flows/<area>/clickIds.ts` its `clickIds` (the elements its screens mark with
 * `data-track-id`). Each file names itself here for the types:
 * `declare module '../../analytics/areas.ts' { interface AreaTracking { <area>: typeof import('./trackingNames.ts') } }`,
 * `… { interface AreaClicks { <area>: typeof clickIds } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the areas
export interface AreaTracking {}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the areas
export interface AreaClicks {}

/** What one area's `trackingNames.ts` holds. */
export interface TrackingNames {
  readonly eventNames: Readonly<Record<string, string>>;
}

export type LifecycleEventName = {
  [A in keyof AreaTracking]: AreaTracking[A]['eventNames'][keyof AreaTracking[A]['eventNames']];
}[keyof AreaTracking];

export type AreaClickId = AreaClicks[keyof AreaClicks][number];
