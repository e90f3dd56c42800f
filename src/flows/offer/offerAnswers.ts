import { z } from '../../api/contract/zod.ts';
import { idDocumentSchema } from '../../api/contract/identity.ts';
import { sepaPaymentSchema } from '../../api/contract/payment.ts';
import { personalDataSchema } from '../../api/contract/personal.ts';
import { flowAnswers } from '../answers.ts';

/**
 * An offer link's answers: the personal data (its presence is what the
 * check-offer-personal-data guard asks for), the ID document and the SEPA payment as the
 * accept call takes them, and the order's idempotency key.
 */
export const offerAnswers = flowAnswers('offer', {
  personalData: personalDataSchema,
  idData: idDocumentSchema,
  payment: sepaPaymentSchema,
  orderKey: z.string().check(z.minLength(1)),
});
