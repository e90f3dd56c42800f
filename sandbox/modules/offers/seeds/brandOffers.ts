import type { OfferSeed } from '../build.ts';
import { handsetTypes, happy, positions, tariffTypes } from './common.ts';

/** A happy offer per brand: handsets for the postpaid brands, tariffs and packs for prepaid. */
export const brandOffers: OfferSeed[] = [
  happy('O2 offer with Samsung Galaxy S25, O2 Mobile M and handset insurance.', {
    id: 'offer-happy-0001',
    brand: 'o2',
    scenario: 'offer-happy-o2',
    offerType: 'offer',
    title: 'Ihr Angebot: Samsung Galaxy S25 mit O2 Mobile M',
    productTypes: [...handsetTypes],
    items: positions({ handset: 'galaxyS25', tariff: 'o2MobileM', packs: ['insurancePremium'] }),
  }),
  happy('AY YILDIZ offer with iPhone 16e, Allnet Flat M and the Türkei-Paket.', {
    id: 'offer-happy-0001',
    brand: 'ayyildiz',
    scenario: 'offer-happy-ayyildiz',
    offerType: 'offer',
    title: 'Ihr Angebot: iPhone 16e mit AY YILDIZ Allnet Flat M',
    productTypes: [...handsetTypes],
    items: positions({ handset: 'iphone16e', tariff: 'ayAllnetM', packs: ['turkeyMinutes'] }),
  }),
  happy('AETKA offer with Xiaomi Redmi Note 14 Pro 5G, aetka smart 20 and Geräteschutz.', {
    id: 'offer-happy-0001',
    brand: 'aetka',
    scenario: 'offer-happy-aetka',
    offerType: 'offer',
    title: 'Ihr Angebot: Redmi Note 14 Pro 5G mit aetka smart 20',
    productTypes: [...handsetTypes],
    items: positions({ handset: 'redmiNote14', tariff: 'aetkaSmart20', packs: ['insuranceBasic'] }),
  }),
  happy('White-label offer with Google Pixel 9a and Allnet Flat 30.', {
    id: 'offer-happy-0001',
    brand: 'whiteLabel',
    scenario: 'offer-happy-white-label',
    offerType: 'offer',
    title: 'Ihr Angebot: Google Pixel 9a mit Allnet Flat 30',
    productTypes: [...handsetTypes],
    items: positions({ handset: 'pixel9a', tariff: 'allnet30' }),
  }),
  happy('ALDI TALK prepaid offer: Paket M with an extra 5 GB data pack.', {
    id: 'offer-happy-0001',
    brand: 'aldi',
    scenario: 'offer-happy-aldi',
    offerType: 'offer',
    title: 'Ihr ALDI TALK Paket M',
    productTypes: [...tariffTypes],
    items: positions({ tariff: 'aldiPaketM', packs: ['data5'] }),
  }),
  happy('NOVA prepaid offer: Prepaid Flat 15 with Disney+ (6 months free).', {
    id: 'offer-happy-0001',
    brand: 'nova',
    scenario: 'offer-happy-nova',
    offerType: 'offer',
    title: 'Ihr Angebot: NOVA Prepaid Flat 15',
    productTypes: ['mobile', 'ott'],
    items: positions({ tariff: 'novaFlat15', packs: ['disneyPlus'] }),
  }),
  happy('Ortel Mobile prepaid offer: Allnet Flat Plus with the world travel pack.', {
    id: 'offer-happy-0001',
    brand: 'ortel',
    scenario: 'offer-happy-ortel',
    offerType: 'offer',
    title: 'Ihr Angebot: Ortel Mobile Allnet Flat Plus',
    productTypes: [...tariffTypes],
    items: positions({ tariff: 'ortelAllnetPlus', packs: ['roamingWorld'] }),
  }),
  happy('Blau prepaid offer: Allnet Flat 25 GB with a 5 GB data pack.', {
    id: 'offer-happy-0001',
    brand: 'spice',
    scenario: 'offer-happy-spice',
    offerType: 'offer',
    title: 'Ihr Angebot: Blau Allnet Flat 25 GB',
    productTypes: [...tariffTypes],
    items: positions({ tariff: 'blauAllnet25', packs: ['data5'] }),
  }),
];

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
