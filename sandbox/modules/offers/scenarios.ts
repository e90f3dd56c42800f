import type { Scenario } from '../../context.ts';
import { siteBrand } from './brands.ts';
import { requirementsFor, tokenOf, type OfferSeed } from './build.ts';
import { brandOffers, repeatBrandOffers } from './seeds/brandOffers.ts';
import { errorOffers } from './seeds/errorOffers.ts';
import { flowOffers } from './seeds/flowOffers.ts';
import { kindOffers } from './seeds/kindOffers.ts';
import { withdrawalOffers } from './seeds/withdrawalOffers.ts';

const TEST_IBAN = 'DE89 3704 0044 0532 0130 00';
const TEST_ID = 'Personalausweis L01X00T47, Stadt München, gültig bis 2031-08-31';

/** Every seeded offer, in the order the scenario list shows them. */
export const offerSeeds: readonly OfferSeed[] = [
  ...brandOffers,
  ...repeatBrandOffers,
  ...kindOffers,
  ...flowOffers,
  ...errorOffers,
  ...withdrawalOffers,
];

function inputOf(seed: OfferSeed): Record<string, string> | undefined {
  const req = requirementsFor(seed, siteBrand(seed.brand));
  const input: Record<string, string> = {
    ...(seed.otpCode ? { otp: seed.otpCode } : {}),
    ...(seed.brandLogin ? { login: 'Sandbox login page: choose the first button' } : {}),
    ...(req.needsIdData ? { idDocument: TEST_ID } : {}),
    ...(req.needsPayment ? { iban: TEST_IBAN } : {}),
    ...(seed.oneTimePayment ? { paymentProvider: 'Bezahlen, Abbrechen or Fehlschlagen' } : {}),
  };
  return Object.keys(input).length ? input : undefined;
}

/** What GET /__sandbox/scenarios lists for an offer seed. */
export function offerScenario(seed: OfferSeed): Scenario {
  const token = tokenOf(seed);
  const input = inputOf(seed);
  return {
    token,
    brand: siteBrand(seed.brand).slug,
    name: seed.scenario,
    expect: seed.expect,
    path: seed.preview ? `/angebot/preview/${token}` : `/angebot/${token}`,
    ...(input ? { input } : {}),
  };
}
