import { idDocumentSchema } from '../../api/contract/identity.ts';
import { sepaPaymentSchema } from '../../api/contract/payment.ts';
import { flowAnswers } from '../answers.ts';
import { memoryOnly } from '../memoryOnly.ts';
import { askBeforeLeaving } from './leaving/leaveQuestion.ts';
import { isHeldAnswer, type HeldAnswer } from './leaving/leaveTexts.ts';
import { sharedOfferSchemas } from './offerAnswers.ts';

const everyStep = { ...sharedOfferSchemas, idData: idDocumentSchema, payment: sepaPaymentSchema };

/**
 * All of an offer link's answers, as the accept call takes them, for the steps from the ID
 * document on: the document's number and the IBAN stay in memory only. Those steps and the
 * summary share one document (`sharedDocuments` in src/routes.ts), so they last until the
 * order; a page load asks for them again.
 */
export const orderAnswers = memoryOnly(
  flowAnswers('offer', everyStep),
  everyStep,
  { idData: ['documentNumber'], payment: ['iban'] },
  // From the first number or IBAN typed, a page load the site starts (another language, a
  // new release) asks first while they are held (leaving/leaveQuestion.ts, a few hundred
  // bytes; its dialog loads then). At once: the customer may tap a language link next.
  (): void =>
    askBeforeLeaving((token): HeldAnswer[] => orderAnswers.heldNow(token).filter(isHeldAnswer)),
);
