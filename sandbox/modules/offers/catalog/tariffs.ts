import type { Tariff } from '../../../../src/api/contract/offer.ts';
import { connectionFee, monthly, TERM } from './prices.ts';

/** Tariffs of the seeded offers as the brands sell them, prices in EUR incl. VAT. */

const postpaidFeatures = ['Allnet-Flat in alle deutschen Netze', 'SMS-Flat', '5G', 'EU-Roaming'];
const prepaidFeatures = ['Allnet-Flat', '5G', 'EU-Roaming', 'Laufzeit 4 Wochen, jederzeit kündbar'];

const tariffs = {
  o2MobileS: {
    id: 'O2-MOB-S-2025',
    name: 'O2 Mobile S',
    dataVolume: 15,
    minimumTermMonths: TERM,
    noticePeriod: { value: 1, unit: 'months' },
    features: postpaidFeatures,
    prices: [monthly(19.99), connectionFee(39.99)],
  },
  o2MobileM: {
    id: 'O2-MOB-M-2025',
    name: 'O2 Mobile M',
    dataVolume: 50,
    minimumTermMonths: TERM,
    noticePeriod: { value: 1, unit: 'months' },
    features: [...postpaidFeatures, 'O2 Connect: bis zu 10 SIM-Karten'],
    prices: [
      monthly(29.99),
      { type: 'monthly', amount: -5, kind: 'discount', label: 'Online-Vorteil', months: 12 },
      connectionFee(39.99),
    ],
  },
  o2MobileL: {
    id: 'O2-MOB-L-2025',
    name: 'O2 Mobile L',
    dataVolume: 140,
    minimumTermMonths: TERM,
    noticePeriod: { value: 1, unit: 'months' },
    features: [...postpaidFeatures, 'O2 Connect: bis zu 10 SIM-Karten', 'MultiSIM inklusive'],
    prices: [monthly(39.99), connectionFee(39.99)],
  },
  o2Unlimited: {
    id: 'O2-MOB-UNL-2025',
    name: 'O2 Mobile Unlimited Max',
    dataVolume: 'unlimited',
    minimumTermMonths: TERM,
    noticePeriod: { value: 1, unit: 'months' },
    features: [...postpaidFeatures, 'Unbegrenztes Datenvolumen mit bis zu 300 Mbit/s'],
    prices: [
      monthly(59.99),
      { type: 'monthly', amount: -10, kind: 'discount', label: 'Treue-Rabatt', months: 24 },
    ],
  },
  ayAllnetM: {
    id: 'AY-ALLNET-M-2025',
    name: 'AY YILDIZ Allnet Flat M',
    dataVolume: 30,
    minimumTermMonths: TERM,
    noticePeriod: { value: 1, unit: 'months' },
    features: [...postpaidFeatures, '600 Minuten in die Türkei'],
    prices: [monthly(19.99), connectionFee(19.99)],
  },
  aetkaSmart20: {
    id: 'AETKA-SMART-20',
    name: 'aetka smart 20',
    dataVolume: 20,
    minimumTermMonths: TERM,
    noticePeriod: { value: 1, unit: 'months' },
    features: [...postpaidFeatures, 'Beratung im Fachhandel vor Ort'],
    prices: [monthly(14.99), connectionFee(29.99)],
  },
  allnet30: {
    id: 'WL-ALLNET-30',
    name: 'Allnet Flat 30',
    dataVolume: 30,
    minimumTermMonths: TERM,
    noticePeriod: { value: 1, unit: 'months' },
    features: postpaidFeatures,
    prices: [monthly(24.99), connectionFee(29.99)],
  },
  aldiPaketM: {
    id: 'ALDI-PAKET-M',
    name: 'ALDI TALK Paket M',
    dataVolume: 25,
    minimumTermMonths: 0,
    noticePeriod: { value: 1, unit: 'days' },
    features: prepaidFeatures,
    prices: [
      { type: 'monthly', amount: 12.99, kind: 'charge', cycle: 'fourWeeks' },
      {
        type: 'once',
        amount: 9.99,
        kind: 'charge',
        label: 'Starter-Set inkl. 10 € Startguthaben',
      },
    ],
  },
  novaFlat15: {
    id: 'NOVA-FLAT-15',
    name: 'NOVA Prepaid Flat 15',
    dataVolume: 15,
    minimumTermMonths: 0,
    noticePeriod: { value: 1, unit: 'days' },
    features: prepaidFeatures,
    prices: [{ type: 'monthly', amount: 9.99, kind: 'charge', cycle: 'fourWeeks' }],
  },
  ortelAllnetPlus: {
    id: 'ORTEL-ALLNET-PLUS',
    name: 'Ortel Mobile Allnet Flat Plus',
    dataVolume: 12,
    minimumTermMonths: 0,
    noticePeriod: { value: 1, unit: 'days' },
    features: [...prepaidFeatures, '200 Minuten in 60 Länder'],
    prices: [{ type: 'monthly', amount: 9.99, kind: 'charge', cycle: 'fourWeeks' }],
  },
  blauAllnet25: {
    id: 'BLAU-ALLNET-25',
    name: 'Blau Allnet Flat 25 GB',
    dataVolume: 25,
    minimumTermMonths: 0,
    noticePeriod: { value: 1, unit: 'days' },
    features: prepaidFeatures,
    prices: [{ type: 'monthly', amount: 14.99, kind: 'charge', cycle: 'fourWeeks' }],
  },
} satisfies Record<string, Tariff>;

export type TariffKey = keyof typeof tariffs;

/** A fresh copy, so an offer never shares arrays with another. */
export const tariff = (key: TariffKey): Tariff => structuredClone(tariffs[key]);
