/** The termination and the self-care termination: data layer event names (the tag manager's triggers match on these). */
export const eventNames = {
  terminationPageLoaded: 'termination_page_loaded',
  terminationSubmitted: 'termination_submitted',
  terminationSubmitFailed: 'termination_submit_failed',
  terminationCancelled: 'termination_cancelled',
  terminationTeaserViewed: 'termination_teaser_viewed',
  terminationModalViewed: 'termination_modal_viewed',
  terminationModalClosed: 'termination_modal_closed',
  selfcareSubmitClicked: 'selfcare_termination_submit_clicked',
  selfcareSubmitted: 'selfcare_termination_submitted',
  selfcareFailed: 'selfcare_termination_failed',
  selfcareModalDisplayed: 'selfcare_termination_modal_displayed',
  selfcareModalClosed: 'selfcare_termination_modal_closed',
} as const;

// Names this area in the analytics types (src/analytics/areas.ts).
declare module '../../analytics/areas.ts' {
  interface AreaTracking {
    termination: typeof import('./trackingNames.ts');
  }
}
