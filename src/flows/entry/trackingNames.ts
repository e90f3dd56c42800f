/** The entry pages: data layer event names (the tag manager's triggers match on these). */
export const eventNames = {} as const;

// Names this area in the analytics types (src/analytics/areas.ts).
declare module '../../analytics/areas.ts' {
  interface AreaTracking {
    entry: typeof import('./trackingNames.ts');
  }
}
