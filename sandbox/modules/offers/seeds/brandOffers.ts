import type { OfferSeed } from '../build.ts';
import { happy, kebab, productsOf } from './common.ts';

/** What differs between the brands' happy offers: handsets for postpaid, tariffs and packs for prepaid. */
const offers: (Pick<OfferSeed, 'brand' | 'title' | 'productTypes' | 'items'> & {
  intro: string;
})[] = [
  {
    brand: 'o2',
    intro: 'O2 offer with Samsung Galaxy S25, O2 Mobile M and handset insurance.',
    title: 'Ihr Angebot: Samsung Galaxy S25 mit O2 Mobile M',
    ...productsOf({ handset: 'galaxyS25', tariff: 'o2MobileM', packs: ['insurancePremium'] }),
  },
  {
    brand: 'ayyildiz',
    intro: 'AY YILDIZ offer with iPhone 16e, Allnet Flat M and the Türkei-Paket.',
    title: 'Ihr Angebot: iPhone 16e mit AY YILDIZ Allnet Flat M',
    ...productsOf({ handset: 'iphone16e', tariff: 'ayAllnetM', packs: ['turkeyMinutes'] }),
  },
  {
    brand: 'aetka',
    intro: 'AETKA offer with Xiaomi Redmi Note 14 Pro 5G, aetka smart 20 and Geräteschutz.',
    title: 'Ihr Angebot: Redmi Note 14 Pro 5G mit aetka smart 20',
    ...productsOf({ handset: 'redmiNote14', tariff: 'aetkaSmart20', packs: ['insuranceBasic'] }),
  },
  {
    brand: 'whiteLabel',
    intro: 'White-label offer with Google Pixel 9a and Allnet Flat 30.',
    title: 'Ihr Angebot: Google Pixel 9a mit Allnet Flat 30',
    ...productsOf({ handset: 'pixel9a', tariff: 'allnet30' }),
  },
  {
    brand: 'aldi',
    intro: 'ALDI TALK prepaid offer: Paket M with an extra 5 GB data pack.',
    title: 'Ihr ALDI TALK Paket M',
    ...productsOf({ tariff: 'aldiPaketM', packs: ['data5'] }),
  },
  {
    brand: 'nova',
    intro:
      'NOVA prepaid offer: Prepaid Flat 15 with Disney+ (free for its first six four-week periods).',
    title: 'Ihr Angebot: NOVA Prepaid Flat 15',
    ...productsOf({ tariff: 'novaFlat15', packs: ['disneyPlus'] }, 'ott'),
  },
  {
    brand: 'ortel',
    intro: 'Ortel Mobile prepaid offer: Allnet Flat Plus with the world travel pack.',
    title: 'Ihr Angebot: Ortel Mobile Allnet Flat Plus',
    ...productsOf({ tariff: 'ortelAllnetPlus', packs: ['roamingWorld'] }),
  },
  {
    brand: 'spice',
    intro: 'Blau prepaid offer: Allnet Flat 25 GB with a 5 GB data pack.',
    title: 'Ihr Angebot: Blau Allnet Flat 25 GB',
    ...productsOf({ tariff: 'blauAllnet25', packs: ['data5'] }),
  },
];

/** A happy offer per brand. */
export const brandOffers: OfferSeed[] = offers.map(({ intro, ...offer }) =>
  happy(intro, {
    ...offer,
    id: 'offer-happy-0001',
    scenario: `offer-happy-${kebab(offer.brand)}`,
    offerType: 'offer',
  }),
);

/**
 * The same offer once more per brand, and Ortel's for a run in English: an order uses an
 * offer up until the sandbox is reset, so a run that orders on every brand (the customer
 * journeys) takes these and leaves the first ones to manual QA and the step tests.
 */
export const repeatBrandOffers: OfferSeed[] = [
  ...brandOffers.map((seed) => ({
    ...seed,
    id: 'offer-happy-0002',
    scenario: `${seed.scenario}-again`,
    expect: `Again: ${seed.expect}`,
  })),
  ...brandOffers
    .filter((seed) => seed.brand === 'ortel')
    .map((seed) => ({
      ...seed,
      id: 'offer-happy-en-0001',
      scenario: `${seed.scenario}-english`,
      expect: `For a run in English (/en/angebot/…): ${seed.expect}`,
    })),
];
