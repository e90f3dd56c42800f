/** The withdrawal: data layer event names (the tag manager's triggers match on these). */
export const eventNames = {
  withdrawalPageLoaded: 'withdrawal_page_loaded',
  withdrawalConfirmed: 'withdrawal_confirmed',
  withdrawalFailed: 'withdrawal_failed',
} as const;

// Names this area in the analytics types (src/analytics/areas.ts).
declare module '../../analytics/areas.ts' {
  interface AreaTracking {
    withdrawal: typeof import('./trackingNames.ts');
  }
}
