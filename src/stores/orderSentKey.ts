/**
 * The localStorage key of the marks of sent orders (`orderSent.ts`; the cookie page lists
 * it), on its own: an offer's step checks for it without loading the store.
 */
export const ORDER_SENT_STORAGE_KEY = 'orderSent';
