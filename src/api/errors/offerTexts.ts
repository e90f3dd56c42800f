import type { FlowErrorTexts } from './texts.ts';
import { OfferError } from './classes.ts';

/** The offer's texts for its errors: `errors:offer.<code>`. */
export const offerTexts: FlowErrorTexts = (error) =>
  error instanceof OfferError
    ? { title: `errors:offer.${error.code}.title`, text: `errors:offer.${error.code}.text` }
    : undefined;
