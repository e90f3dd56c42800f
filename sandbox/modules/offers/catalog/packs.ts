import type { OfferItem, Pack } from '../../../../src/api/contract/offer.ts';
import { connectionFee, monthly } from './prices.ts';
import { itemTextsIn, productText } from './productTexts.ts';

/** Add-ons of the seeded offers: options, tariff options and device insurance. */

const packs = {
  insurancePremium: {
    id: 'INS-PREMIUM',
    type: 'DeviceInsurance',
    name: 'Handyversicherung Premium (Diebstahl und Bruch)',
    prices: [monthly(9.99)],
  },
  insuranceBasic: {
    id: 'INS-BASIC',
    type: 'DeviceInsurance',
    name: 'Geräteschutz Basis (Displaybruch)',
    prices: [monthly(5.99)],
  },
  multicard: {
    id: 'TAR-MULTICARD',
    type: 'Tariff',
    name: 'Zusatzkarte Multicard',
    prices: [monthly(4.99), connectionFee(9.99)],
  },
  turkeyMinutes: {
    id: 'PACK-TR-1000',
    type: 'Pack',
    name: 'Türkei-Paket 1.000 Minuten',
    prices: [monthly(5)],
  },
  data5: {
    id: 'PACK-DATA-5GB',
    type: 'Pack',
    name: 'Datenpaket 5 GB',
    prices: [{ type: 'once', amount: 4.99, kind: 'charge' }],
  },
  roamingWorld: {
    id: 'PACK-WORLD-2GB',
    type: 'Pack',
    name: 'Weltreise-Paket 2 GB (7 Tage)',
    prices: [{ type: 'once', amount: 9.99, kind: 'charge' }],
  },
  disneyPlus: {
    id: 'OTT-DISNEY-STD',
    type: 'Pack',
    name: 'Disney+ Standard mit Werbung',
    prices: [
      monthly(5.99),
      { type: 'monthly', amount: -5.99, kind: 'discount', label: 'Gratis zum Start', months: 6 },
    ],
  },
} satisfies Record<string, Pack>;

export type PackKey = keyof typeof packs;

/** The offer's positions in `language`: packs named, tariff features and price labels said. */
export const namedIn = (items: readonly OfferItem[], language: string | undefined): OfferItem[] =>
  items.map((item) => itemTextsIn(item, language, (pack) => packName(pack, language)));

/** A pack's name in `language`, where the catalog has it; the German name otherwise. */
export const packName = (pack: Pick<Pack, 'name'>, language: string | undefined): string =>
  productText(pack.name, language);

export const pack = (key: PackKey): Pack => structuredClone(packs[key]);
