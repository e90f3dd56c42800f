/**
 * What the areas report to the tag manager, each in its `src/flows/<area>/trackingNames.ts`:
 * `eventNames` (its lifecycle events; the tag manager's triggers match on these) and
 * `clickIds` (the elements its screens mark with `data-track-id`). Each file names itself
 * here for the types:
 * `declare module '../../analytics/areas.ts' { interface AreaTracking { <area>: typeof import('./trackingNames.ts') } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the areas
export interface AreaTracking {}

/** What one area's `trackingNames.ts` holds. */
export interface TrackingNames {
  readonly eventNames: Readonly<Record<string, string>>;
  readonly clickIds: readonly string[];
}

type Names = AreaTracking[keyof AreaTracking];

export type LifecycleEventName = {
  [A in keyof AreaTracking]: AreaTracking[A]['eventNames'][keyof AreaTracking[A]['eventNames']];
}[keyof AreaTracking];

export type AreaClickId = Names['clickIds'][number];
