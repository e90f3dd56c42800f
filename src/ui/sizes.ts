/** Pixel sizes of SPEC §9: spinners, icons and the icon inside a button. */
export const SPINNER_SIZES = { small: 16, medium: 24, large: 64 } as const;
export type SpinnerSize = keyof typeof SPINNER_SIZES;

export const ICON_SIZE = 16;
export const BUTTON_ICON_SIZE = 18;
/** The icon that opens a section status message. */
export const STATUS_ICON_SIZE = 24;
