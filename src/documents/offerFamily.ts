import type { OfferType } from '../api/contract/offer.ts';

/**
 * What an offer means for the customer, which picks the intro text
 * (`offerDetails:intro.<family>`). The login kind (_otp) and who prepared the offer
 * (dealer lead, identity check) do not change that meaning, so they share a family.
 */
export const offerFamilies = [
  'initial',
  'extension',
  'migration',
  'ownerChange',
  'dealerCorrection',
  'alternative',
  'alternativeExtension',
  'alternativeMigration',
  'identVerification',
] as const;

export type OfferFamily = (typeof offerFamilies)[number];

// A full record, so a new offer type in the contract fails type checking until it has a family.
const familyOf: Record<OfferType, OfferFamily> = {
  offer: 'initial',
  offer_otp: 'initial',
  offer_dps: 'initial',
  offer_vvl: 'extension',
  offer_vvl_otp: 'extension',
  offer_dps_vvl: 'extension',
  green_idv_vvl: 'extension',
  green_idv_vvl_otp: 'extension',
  offer_tm: 'migration',
  offer_tm_otp: 'migration',
  green_idv_tm: 'migration',
  green_idv_tm_otp: 'migration',
  offer_coc: 'ownerChange',
  offer_coc_otp: 'ownerChange',
  dealer_correction: 'dealerCorrection',
  orange: 'alternative',
  yellow: 'alternative',
  greenApm: 'alternative',
  orange_vvl: 'alternativeExtension',
  yellow_vvl: 'alternativeExtension',
  greenApm_vvl: 'alternativeExtension',
  orange_tm: 'alternativeMigration',
  yellow_tm: 'alternativeMigration',
  greenApm_tm: 'alternativeMigration',
  green_idv: 'identVerification',
  green_idv_otp: 'identVerification',
};

export function offerFamily(type: OfferType): OfferFamily {
  return familyOf[type];
}

/** Families whose offer goes to a customer the operator already knows (WCAG 3.3.7: prefill). */
const existingCustomerFamilies: readonly OfferFamily[] = [
  'extension',
  'migration',
  'alternativeExtension',
  'alternativeMigration',
];

export const isExistingCustomerOffer = (type: OfferType): boolean =>
  existingCustomerFamilies.includes(offerFamily(type));
