import { callExamples } from '../../../api/contract/examples.ts';

/** Test helpers of the summary and the confirmation: not shipped, only imported by tests. */

export const token = 'Q2hhbmdlTWUxMjM0NTY3OA';

/** What the earlier steps confirmed, as the contract's example accept carries it. */
export const exampleAnswers = () => structuredClone(callExamples.offerAccept.body);

/** The contract's example order summary, with personal data and masked IBAN. */
export const exampleSummary = () => structuredClone(callExamples.offerSummary.response);
