import { z } from '../../api/contract/zod.ts';
import { personalDataSchema } from '../../api/contract/personal.ts';
import { flowAnswers } from '../answers.ts';

/** The answers every step of an offer link may read. */
export const sharedOfferSchemas = {
  personalData: personalDataSchema,
  orderKey: z.string().check(z.minLength(1)),
};

/**
 * An offer link's answers that every step may read: the personal data (its presence is
 * what the check-offer-personal-data guard asks for) and the order's idempotency key. The
 * ID document and the payment are `orderAnswers`' (./orderAnswers.ts).
 */
export const offerAnswers = flowAnswers('offer', sharedOfferSchemas);
