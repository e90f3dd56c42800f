import { callExamples } from '../../../api/contract/examples.ts';
import type { OfferType, Requirements } from '../../../api/contract/offer.ts';

/** Test fixtures of the login step: not shipped, only imported by tests. */

export const offer = callExamples.offerGet.response;
export const token = callExamples.offerGet.params.id;
export const loginPath = `/angebot/${token}/login`;

export const bearer = {
  token: 'eyJhbGciOiJIUzI1NiJ9.b2ZmZXI.c2ln',
  tokenType: 'Bearer',
  expiresAt: '2099-01-14T10:30:00+01:00',
};

export const otpNeeds: Requirements = {
  needsLogin: true,
  needsOtp: true,
  needsIdData: false,
  needsPayment: false,
};
export const loginUrl = 'https://login.example/sso?offer=abc';
export const brandNeeds: Requirements = { ...otpNeeds, needsOtp: false, loginUrl };

/** The offer check's answer for an offer (of this type) with these requirements. */
export const verified = (
  requirements: Requirements,
  authenticated = false,
  offerType: OfferType = offer.offerType,
) => ({
  offerType,
  state: offer.state,
  offerUseCase: offer.offerUseCase,
  authenticated,
  requirements,
});
