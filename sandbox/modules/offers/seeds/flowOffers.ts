import type { OfferSeed } from '../build.ts';
import { personas } from '../catalog/personas.ts';
import { brandOffers } from './brandOffers.ts';
import { happy, O2_NUMBER, productsOf } from './common.ts';

/** The O2 handset offer most special cases are built on. */
export const o2Handset: Pick<
  OfferSeed,
  'brand' | 'offerType' | 'title' | 'productTypes' | 'items'
> = {
  brand: 'o2',
  offerType: 'offer',
  title: 'Ihr Angebot: iPhone 17 mit O2 Mobile L',
  ...productsOf({ handset: 'iphone17', tariff: 'o2MobileL', packs: ['insurancePremium'] }),
};

const providerButtons = { paid: 'Bezahlen', aborted: 'Abbrechen', failed: 'Fehlschlagen' };

/** Login, payment provider, preview, resumed and finished offers, Novum. */
export const flowOffers: OfferSeed[] = [
  happy(
    `Protected contract extension: without login the site gets 401 and sends the customer to the brand login; "Als ${personas.o2.givenNames} ${personas.o2.familyName} anmelden" returns with ?code= and opens the offer; "Als andere Person anmelden" gives 403 (forbidden).`,
    {
      id: 'offer-login-0001',
      brand: 'o2',
      scenario: 'offer-protected-login',
      offerType: 'offer_vvl',
      title: 'Ihre Vertragsverlängerung: O2 Mobile Unlimited Max',
      ...productsOf({ handset: 'iphone16', tariff: 'o2Unlimited', phoneNumber: O2_NUMBER }),
      brandLogin: true,
    },
  ),
  // One offer per answer of the provider: a paid order cannot be paid again, so each
  // walk-through (and browser test) of an outcome needs its own.
  ...(['paid', 'aborted', 'failed'] as const).map((outcome, i) =>
    happy(
      `Handset offer with a one-time payment of 149,00 € at the payment provider; walk it through with "${providerButtons[outcome]}".`,
      {
        ...o2Handset,
        id: `offer-payment-000${i + 1}`,
        scenario: i === 0 ? 'offer-payment-provider' : `offer-payment-provider-${outcome}`,
        oneTimePayment: 149,
      },
    ),
  ),
  {
    ...o2Handset,
    id: 'offer-preview-0001',
    scenario: 'offer-preview',
    preview: true,
    state: 'personalData',
    expect:
      'Offer preview without login at /angebot/preview/<token>; the preview reset puts it back to the start (state open). The normal offer calls answer 404 for this token.',
  },
  happy('Offer resumed at the ID data step: personal data is already known.', {
    ...o2Handset,
    id: 'offer-resume-0001',
    scenario: 'offer-resume-id-data',
    state: 'idData',
  }),
  {
    ...o2Handset,
    id: 'offer-confirmed-0001',
    scenario: 'offer-confirmed',
    state: 'confirmed',
    ordered: true,
    expect:
      'Already accepted and confirmed: the offer loads with state confirmed and the confirmation page shows the order summary with its order number.',
  },
  {
    ...o2Handset,
    id: 'offer-accept-error-0001',
    scenario: 'offer-accept-redirect-error',
    expect:
      'Accepting succeeds but the order cannot be placed: the answer has postPaymentRedirect error and the site shows the offer error page; loading the offer again gives OfferIncompatibleState.',
    failAcceptWithRedirect: true,
  },
  happy('Novum offer (use case Novum): reached from the Novum entry page, Novum texts.', {
    id: 'offer-novum-0001',
    brand: 'aldi',
    scenario: 'offer-novum',
    offerType: 'offer',
    title: 'Ihr ALDI TALK Paket M zum Wechsel',
    ...productsOf({ tariff: 'aldiPaketM' }),
    novum: true,
  }),
  // The preview and the Novum entry in the other language of a brand that offers one (O2 and
  // ALDI TALK are German only): AY YILDIZ in Turkish, Ortel Mobile in English.
  ...(
    [
      ['ayyildiz', '/tr'],
      ['ortel', '/en'],
    ] as const
  ).map(([brand, prefix]) => ({
    ...brandOffers.find((seed) => seed.brand === brand)!,
    id: 'offer-preview-0001',
    scenario: `offer-preview-${brand}`,
    preview: true,
    state: 'personalData' as const,
    expect: `The brand's own offer preview, for its pages at ${prefix}/angebot/preview/<token>; the preview reset puts it back to the start.`,
  })),
  happy(
    'Novum offer of Ortel Mobile, for its English pages: the entry page continues in English.',
    {
      id: 'offer-novum-0001',
      brand: 'ortel',
      scenario: 'offer-novum-ortel',
      offerType: 'offer',
      title: 'Ihr Ortel Mobile Allnet Flat Plus zum Wechsel',
      ...productsOf({ tariff: 'ortelAllnetPlus' }),
      novum: true,
    },
  ),
];
