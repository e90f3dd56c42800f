import type { OfferType } from '../../../../src/api/contract/offer.ts';
import type { OfferSeed } from '../build.ts';
import { happy, O2_NUMBER, productsOf, type PositionSpec } from './common.ts';

interface KindSpec extends Pick<OfferSeed, 'offerType' | 'title' | 'otpCode'> {
  id: string;
  intro: string;
  position: PositionSpec;
}

const extension: PositionSpec = {
  handset: 'iphone16',
  tariff: 'o2MobileM',
  phoneNumber: O2_NUMBER,
};
const migration: PositionSpec = { tariff: 'o2MobileL', phoneNumber: O2_NUMBER };
const ownerChange: PositionSpec = { tariff: 'o2MobileM', phoneNumber: O2_NUMBER };
const initial: PositionSpec = { handset: 'galaxyS25', tariff: 'o2MobileM' };

const vvl: KindSpec = {
  id: 'offer-vvl-0001',
  offerType: 'offer_vvl',
  intro: 'Contract extension for 0176 23456789 with iPhone 16.',
  title: 'Ihre Vertragsverlängerung mit iPhone 16',
  position: extension,
};
const tm: KindSpec = {
  id: 'offer-tm-0001',
  offerType: 'offer_tm',
  intro: 'Tariff migration from O2 Mobile S to O2 Mobile L.',
  title: 'Ihr Tarifwechsel zu O2 Mobile L',
  position: migration,
};
const coc: KindSpec = {
  id: 'offer-coc-0001',
  offerType: 'offer_coc',
  intro: 'Contract owner change: a new holder takes over 0176 23456789.',
  title: 'Vertragsübernahme O2 Mobile M',
  position: ownerChange,
};
const greenIdv: KindSpec = {
  id: 'offer-green-idv-0001',
  offerType: 'green_idv',
  intro: 'Offer whose identity is verified afterwards (green IDV).',
  title: 'Ihr Angebot: Galaxy S25 mit O2 Mobile M',
  position: initial,
};
const greenIdvVvl: KindSpec = {
  ...vvl,
  id: 'offer-green-idv-vvl-0001',
  offerType: 'green_idv_vvl',
  intro: 'Contract extension with identity verification afterwards.',
};
const greenIdvTm: KindSpec = {
  ...tm,
  id: 'offer-green-idv-tm-0001',
  offerType: 'green_idv_tm',
  intro: 'Tariff migration with identity verification afterwards.',
};

type Alternative = 'orange' | 'yellow' | 'greenApm';

/** An alternative offer, then the same alternative to a tariff migration and to an extension. */
const alternatives = (
  offerType: Alternative,
  idStem: string,
  offer: Pick<KindSpec, 'intro' | 'title' | 'position'>,
): KindSpec[] => [
  { id: `offer-${idStem}-0001`, offerType, ...offer },
  {
    id: `offer-${idStem}-tm-0001`,
    offerType: `${offerType}_tm`,
    intro: `Alternative offer (${offerType}) for a tariff migration.`,
    title: 'Alternativangebot zu Ihrem Tarifwechsel',
    position: migration,
  },
  {
    id: `offer-${idStem}-vvl-0001`,
    offerType: `${offerType}_vvl`,
    intro: `Alternative offer (${offerType}) for a contract extension.`,
    title: 'Alternativangebot zu Ihrer Verlängerung',
    position: extension,
  },
];

/** The same offer behind a login by a one-time code. */
const withOtp = (
  kind: KindSpec,
  offerType: OfferType,
  otpCode: string,
  intro: string,
): KindSpec => ({
  ...kind,
  id: kind.id.replace(/-0001$/, '-otp-0001'),
  offerType,
  otpCode,
  intro,
});

/** Every other offer kind of SPEC §3 on O2 (the plain initial offer is o2's brand offer). */
const kinds: KindSpec[] = [
  vvl,
  tm,
  coc,
  {
    id: 'offer-dps-0001',
    offerType: 'offer_dps',
    intro: 'Dealer pencil selling lead: Galaxy A56 with O2 Mobile S.',
    title: 'Ihr Angebot aus dem Shop: Galaxy A56 5G',
    position: { handset: 'galaxyA56', tariff: 'o2MobileS' },
  },
  {
    id: 'offer-dps-vvl-0001',
    offerType: 'offer_dps_vvl',
    intro: 'Dealer lead for a contract extension with Galaxy S25.',
    title: 'Ihre Verlängerung aus dem Shop: Galaxy S25',
    position: { ...initial, phoneNumber: O2_NUMBER },
  },
  {
    id: 'dealer-correction-0001',
    offerType: 'dealer_correction',
    intro: 'Dealer correction: the shop order gets the Multicard it missed.',
    title: 'Korrektur Ihrer Bestellung im Shop',
    position: { tariff: 'o2MobileM', packs: ['multicard'] },
  },
  ...alternatives('orange', 'orange', {
    intro: 'Alternative offer (orange): iPhone 16 instead of the sold-out iPhone 17.',
    title: 'Unser Alternativangebot: iPhone 16',
    position: { handset: 'iphone16', tariff: 'o2MobileM' },
  }),
  ...alternatives('yellow', 'yellow', {
    intro: 'Alternative offer (yellow): Galaxy S25 with O2 Mobile M.',
    title: 'Unser Alternativangebot: Galaxy S25',
    position: initial,
  }),
  ...alternatives('greenApm', 'green-apm', {
    intro: 'Alternative offer (greenApm): Pixel 9a with O2 Mobile S.',
    title: 'Unser Alternativangebot: Pixel 9a',
    position: { handset: 'pixel9a', tariff: 'o2MobileS' },
  }),
  greenIdv,
  greenIdvVvl,
  greenIdvTm,
  {
    ...greenIdv,
    id: 'offer-otp-0001',
    offerType: 'offer_otp',
    otpCode: '418207',
    intro: 'Initial offer with login by one-time code.',
  },
  withOtp(tm, 'offer_tm_otp', '529316', 'Tariff migration with login by one-time code.'),
  withOtp(vvl, 'offer_vvl_otp', '630425', 'Contract extension with login by one-time code.'),
  withOtp(coc, 'offer_coc_otp', '741534', 'Contract owner change with login by one-time code.'),
  withOtp(greenIdv, 'green_idv_otp', '852643', 'Green IDV offer with login by one-time code.'),
  withOtp(
    greenIdvVvl,
    'green_idv_vvl_otp',
    '963752',
    'Green IDV contract extension with login by one-time code.',
  ),
  withOtp(
    greenIdvTm,
    'green_idv_tm_otp',
    '174861',
    'Green IDV tariff migration with login by one-time code.',
  ),
];

export const kindOffers: OfferSeed[] = kinds.map(({ intro, position, ...k }) =>
  happy(intro, {
    ...k,
    ...productsOf(position),
    brand: 'o2',
    scenario: `offer-kind-${k.offerType}`,
  }),
);
