/** Component defaults of SPEC §9. */
export const TOOLTIP_DEFAULTS = {
  /** ms before a tooltip shows (Mantine `openDelay`). */
  showDelay: 200,
  /** px between the trigger and the tooltip (Mantine `offset`). */
  distance: 5,
  /** ms before a tooltip goes away after the pointer leaves (Mantine `closeDelay`). */
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
