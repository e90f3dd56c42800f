import { atom } from 'nanostores';

/**
 * How many proof files are on their way to the API. The form is not sent while one is: a
 * file the customer chose would otherwise be missing from the termination, and its receipt.
 */
export const $sendingProofs = atom(0);
