/** Identity verification: data layer event names (the tag manager's triggers match on these). */
export const eventNames = {
  idvSelectionPageLoaded: 'idv_selection_page_loaded',
  idvSuccess: 'idv_success',
  idvError: 'idv_error',
  idvCancelled: 'idv_cancelled',
  idvPending: 'idv_pending',
  idvSubmitted: 'idv_submitted',
} as const;

// Names this area in the analytics types (src/analytics/areas.ts).
declare module '../../analytics/areas.ts' {
  interface AreaTracking {
    idv: typeof import('./trackingNames.ts');
  }
}
