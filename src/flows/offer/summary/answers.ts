import type { IdDocument } from '../../../api/contract/identity.ts';
import type { Requirements } from '../../../api/contract/offer.ts';
import type { SepaPayment } from '../../../api/contract/payment.ts';
import type { PersonalData } from '../../../api/contract/personal.ts';
import { offerAnswers } from '../offerAnswers.ts';

/** What the customer confirmed on the earlier steps, as the accept call takes it. */
export interface Answers {
  personal: PersonalData;
  idDocument?: IdDocument;
  payment?: SepaPayment;
}

export type AnswerStep = 'offerPersonalData' | 'offerIdData' | 'offerPayment';

export type AnswersCheck =
  { kind: 'complete'; answers: Answers } | { kind: 'missing'; step: AnswerStep };

/**
 * The confirmed answers of an offer's steps, checked against the contract: a step whose
 * answer is missing or no longer valid (an ID document expired since) is where the
 * customer has to go back to.
 */
export function readAnswers(
  token: string,
  needs: Pick<Requirements, 'needsIdData' | 'needsPayment'>,
): AnswersCheck {
  const personal = offerAnswers.answer(token, 'personalData');
  if (!personal) return { kind: 'missing', step: 'offerPersonalData' };
  const idDocument = needs.needsIdData ? offerAnswers.answer(token, 'idData') : undefined;
  if (needs.needsIdData && !idDocument) return { kind: 'missing', step: 'offerIdData' };
  const payment = needs.needsPayment ? offerAnswers.answer(token, 'payment') : undefined;
  if (needs.needsPayment && !payment) return { kind: 'missing', step: 'offerPayment' };
  return {
    kind: 'complete',
    answers: { personal, ...(idDocument ? { idDocument } : {}), ...(payment ? { payment } : {}) },
  };
}
