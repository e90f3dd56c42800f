import type { OfferSeed } from '../build.ts';
import { brandOffers } from './brandOffers.ts';
import { errorOffers } from './errorOffers.ts';

const ordered = (seed: OfferSeed | undefined, extra: Partial<OfferSeed>): OfferSeed => {
  if (!seed) throw new Error('The withdrawal scenarios need the brand offers.');
  return { ...seed, state: 'confirmed', ordered: true, ...extra };
};

const o2 = brandOffers.find((seed) => seed.brand === 'o2');

/**
 * Orders for the withdrawal function: one per brand placed two days ago (within the 14
 * days) and one placed 20 days ago (period ended). The withdrawal module lists them with
 * their order references, and the withdrawn order of `offer-error-OfferWithdrawn`.
 */
export const withdrawalOffers: OfferSeed[] = [
  ...brandOffers.map((seed) =>
    ordered(seed, {
      id: 'order-withdrawable-0001',
      scenario: `order-withdrawable-${seed.scenario.replace(/^offer-happy-/, '')}`,
      expect:
        'Ordered two days ago: /widerruf withdraws it (see the withdrawal scenarios); the ' +
        'offer link then shows OfferWithdrawn.',
    }),
  ),
  ordered(o2, {
    id: 'order-withdrawal-ended-0001',
    scenario: 'order-withdrawal-period-ended',
    orderedDaysAgo: 20,
    expect:
      'Ordered 20 days ago: /widerruf acknowledges a withdrawal like any other and keeps it ' +
      'for a person to check the period (see withdrawal-period-ended).',
  }),
];

/** The seeded order the customer already withdrew. */
export const withdrawnOffer = errorOffers.find((seed) => seed.state === 'withdrawn');
