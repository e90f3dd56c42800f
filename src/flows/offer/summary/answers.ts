import { idDocumentSchema, type IdDocument } from '../../../api/contract/identity.ts';
import type { Requirements } from '../../../api/contract/offer.ts';
import { sepaPaymentSchema, type SepaPayment } from '../../../api/contract/payment.ts';
import { personalDataSchema, type PersonalData } from '../../../api/contract/personal.ts';
import { loadDraft } from '../../../stores/drafts.ts';
import { ID_DATA_FORM, PAYMENT_FORM, PERSONAL_DATA_FORM } from '../personalDataDraft.ts';

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
 * customer has to go back to. Loaded lazily: it carries the contract's zod schemas.
 */
export function readAnswers(
  token: string,
  needs: Pick<Requirements, 'needsIdData' | 'needsPayment'>,
): AnswersCheck {
  const personal = loadDraft(token, PERSONAL_DATA_FORM, personalDataSchema);
  if (!personal) return { kind: 'missing', step: 'offerPersonalData' };
  const idDocument = needs.needsIdData
    ? loadDraft(token, ID_DATA_FORM, idDocumentSchema)
    : undefined;
  if (needs.needsIdData && !idDocument) return { kind: 'missing', step: 'offerIdData' };
  const payment = needs.needsPayment
    ? loadDraft(token, PAYMENT_FORM, sepaPaymentSchema)
    : undefined;
  if (needs.needsPayment && !payment) return { kind: 'missing', step: 'offerPayment' };
  return {
    kind: 'complete',
    answers: { personal, ...(idDocument ? { idDocument } : {}), ...(payment ? { payment } : {}) },
  };
}
