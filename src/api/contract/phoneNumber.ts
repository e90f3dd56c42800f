/**
 * A phone number as written (`+49 176 12345678`, `089 787979400`): the contract's rule,
 * zod-free so a page that checks a stored number (a shop hotline that ends up in a tel:
 * link) applies it without the schemas.
 */
export const PHONE_NUMBER_RULE = /^\+?[0-9][0-9 /()-]{4,24}$/;
