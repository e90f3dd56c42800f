import {
  UPLOAD_CONTENT_TYPES,
  UPLOAD_MAX_BYTES,
  type TerminationConfig,
} from '../../../src/api/contract/termination.ts';
import { addDays, berlinDate } from '../support/berlinTime.ts';
import { brandFacts } from '../support/brandFacts.ts';

type Reason = TerminationConfig['reasons'][number];

/**
 * Reasons for a Special termination of a postpaid contract. Proof is asked where the
 * operator must check the reason: a death certificate, a certificate of registration
 * abroad or at the new address where the service is unavailable (§ 60 TKG), or a
 * document of the personal circumstances (e.g. moving into a care home).
 */
const postpaidReasons: Reason[] = [
  { reason: 'personalCircumstances', requiresProof: true },
  { reason: 'deathOfContractHolder', requiresProof: true },
  { reason: 'deathOfUser', requiresProof: true },
  { reason: 'technicalProblems', requiresProof: false },
  { reason: 'moveDomestic', requiresProof: true },
  { reason: 'moveAbroad', requiresProof: true },
  { reason: 'otherReason', requiresProof: false },
];

/** A prepaid contract ends on short notice anyway: only death needs a Special termination. */
const prepaidReasons: Reason[] = [
  { reason: 'deathOfContractHolder', requiresProof: true },
  { reason: 'moveAbroad', requiresProof: false },
  { reason: 'otherReason', requiresProof: false },
];

/** Brands that also sell home internet, where a combination discount can end. */
const internetBrands = new Set(['o2']);

/**
 * The termination form of a brand. Prepaid brands terminate mobile lines and options;
 * brands with home internet add the internet contract and warn about the combination
 * discount. A later termination date can be chosen from tomorrow to a year ahead.
 */
export function terminationConfigFor(brand: string, now: Date): TerminationConfig {
  const facts = brandFacts(brand);
  const internet = internetBrands.has(brand);
  return {
    serviceTypes: internet ? ['mobile', 'internet', 'option'] : ['mobile', 'option'],
    cancellationTypes: ['Regular', 'Special'],
    reasons: facts.prepaid ? prepaidReasons : postpaidReasons,
    terminationDate: {
      earliest: berlinDate(addDays(now, 1)),
      latest: berlinDate(addDays(now, 365)),
    },
    upload: { maxBytes: UPLOAD_MAX_BYTES, contentTypes: [...UPLOAD_CONTENT_TYPES] },
    ...(facts.hotline ? { offerHotline: facts.hotline } : {}),
    ...(internet && facts.hotline ? { comboDiscountHotline: facts.hotline } : {}),
  };
}
