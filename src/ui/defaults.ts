/** Component defaults of SPEC §9. */
export const TOOLTIP_DEFAULTS = {
  /** ms before a tooltip shows. */
  showDelay: 200,
  /** px between the trigger and the tooltip. */
  distance: 5,
  /** ms before a tooltip goes away after the pointer leaves. */
  disposeTimeout: 150,
} as const;

export const LOADING_PLACEHOLDER_DEFAULTS = {
  /** Narrowest bar, in percent of the available width. */
  minWidth: 80,
  /** Widest bar, in percent of the available width. */
  maxWidth: 100,
  /** Bar height in px. */
  height: 16,
} as const;
