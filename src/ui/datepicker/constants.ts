/** SPEC §9: a horizontal swipe longer than this (px) turns the calendar page. */
export const SWIPE_THRESHOLD_PX = 10;

/** Viewport width (px) below which the calendar opens as a modal instead of a popover. */
export const DEFAULT_MOBILE_BREAKPOINT_PX = 576;

/** Distance (minutes) between the times offered in the time overlay. */
export const DEFAULT_TIME_STEP_MINUTES = 30;

/** Separator shown between the two dates of a range; typing a hyphen works as well. */
export const RANGE_SEPARATOR = ' – ';

/** 0 = Sunday … 6 = Saturday, as in `Date#getDay` and dayjs. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;
