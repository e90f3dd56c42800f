import { callExamples } from '../../api/contract/examples.ts';
import { setCart } from '../../stores/cart.ts';
import { buildCart } from './cart.ts';
import { exampleOffer } from './details/testing.tsx';
import { offerAnswers } from './offerAnswers.ts';

/** Test helpers of the offer flow: not shipped, only imported by tests. */

const { personal, idDocument, payment } = callExamples.offerAccept.body;
if (!idDocument || !payment) throw new Error('The example order lacks its ID document or payment');

/** The answers of the contract's example order: personal data, ID document, payment. */
export const exampleAnswers = { personal, idDocument, payment };

/** The contract's example order summary, with personal data and masked IBAN. */
export const exampleSummary = () => structuredClone(callExamples.offerSummary.response);

/**
 * An offer flow that got as far as a step: the offer page kept the example offer's cart,
 * and the answers given are confirmed for the link.
 */
export function flowAt(
  token: string,
  answered: { personalData?: boolean; idData?: boolean; payment?: boolean } = {},
) {
  setCart(buildCart(exampleOffer(), token));
  if (answered.personalData) offerAnswers.confirm(token, 'personalData', exampleAnswers.personal);
  if (answered.idData) offerAnswers.confirm(token, 'idData', exampleAnswers.idDocument);
  if (answered.payment) offerAnswers.confirm(token, 'payment', exampleAnswers.payment);
}
