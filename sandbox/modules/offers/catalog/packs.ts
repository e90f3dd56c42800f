import type { OfferItem, Pack } from '../../../../src/api/contract/offer.ts';
import { connectionFee, monthly } from './prices.ts';

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
      { type: 'monthly', amount: -5.99, kind: 'discount', label: '6 Monate gratis', months: 6 },
    ],
  },
} satisfies Record<string, Pack>;

export type PackKey = keyof typeof packs;

/**
 * The packs' names in English and Turkish, as a backend with translated product data would
 * answer them (by pack id; German is the name itself).
 */
const packNames: Record<string, Record<'en' | 'tr', string>> = {
  'INS-PREMIUM': {
    en: 'Phone insurance Premium (theft and breakage)',
    tr: 'Telefon sigortası Premium (hırsızlık ve kırılma)',
  },
  'INS-BASIC': {
    en: 'Device protection Basic (broken display)',
    tr: 'Cihaz koruması Basic (ekran kırılması)',
  },
  'TAR-MULTICARD': { en: 'Additional SIM Multicard', tr: 'Ek SIM kart Multicard' },
  'PACK-TR-1000': { en: 'Turkey pack 1,000 minutes', tr: 'Türkiye Paketi 1.000 Dakika' },
  'PACK-DATA-5GB': { en: 'Data pack 5 GB', tr: 'Veri paketi 5 GB' },
  'PACK-WORLD-2GB': {
    en: 'World travel pack 2 GB (7 days)',
    tr: 'Dünya seyahat paketi 2 GB (7 gün)',
  },
  'OTT-DISNEY-STD': { en: 'Disney+ Standard with ads', tr: 'Reklamlı Disney+ Standard' },
};

/** The offer's positions with their packs named in `language`. */
export const namedIn = (items: readonly OfferItem[], language: string | undefined): OfferItem[] =>
  items.map((item) => ({
    ...item,
    packs: item.packs.map((pack) => ({ ...pack, name: packName(pack, language) })),
  }));

/** A pack's name in `language`, where the catalog has it; the German name otherwise. */
export const packName = (pack: Pick<Pack, 'id' | 'name'>, language: string | undefined): string =>
  (language === 'en' || language === 'tr' ? packNames[pack.id]?.[language] : undefined) ??
  pack.name;

export const pack = (key: PackKey): Pack => structuredClone(packs[key]);
