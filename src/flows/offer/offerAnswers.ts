import { idDocumentSchema } from '../../api/contract/identity.ts';
import { sepaPaymentSchema } from '../../api/contract/payment.ts';
import { personalDataSchema } from '../../api/contract/personal.ts';
import { z } from '../../api/contract/zod.ts';
import { flowAnswers } from '../answers.ts';
import { memoryOnly } from '../memoryOnly.ts';
import { askBeforeLeaving } from './leaving/leaveQuestion.ts';
import { isHeldAnswer, type HeldAnswer } from './leaving/leaveTexts.ts';

const everyStep = {
  personalData: personalDataSchema,
  idData: idDocumentSchema,
  payment: sepaPaymentSchema,
  orderKey: z.string().check(z.minLength(1)),
};

/**
 * The one place of an offer link's answers, as the accept call takes them, with the
 * order's idempotency key; the personal data's presence is what the
 * check-offer-personal-data guard asks for. The ID document's number and the IBAN stay in
 * memory only: the steps from the personal data to the summary share one document
 * (`sharedDocuments` in src/routes.ts), so they last until the order; a page load asks for
 * them again.
 */
export const offerAnswers = memoryOnly(
  flowAnswers('offer', everyStep),
  everyStep,
  { idData: ['documentNumber'], payment: ['iban'] },
  // From the first number or IBAN typed, a page load the site starts (another language, a
  // new release) asks first while they are held (leaving/leaveQuestion.ts, a few hundred
  // bytes; its dialog loads then). At once: the customer may tap a language link next.
  (): void =>
    askBeforeLeaving((token): HeldAnswer[] => offerAnswers.heldNow(token).filter(isHeldAnswer)),
);
