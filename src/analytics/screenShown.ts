import { atom } from 'nanostores';

/**
 * Whether this document has shown a screen with its data (its page event is in the data
 * layer). What only measures the page (web vitals) waits for it, so as not to compete with
 * the screen's own code and data.
 */
export const $screenShown = atom(false);
