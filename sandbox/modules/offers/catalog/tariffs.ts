import type { Tariff } from '../../../../src/api/contract/offer.ts';
import { connectionFee, fourWeekly, monthly, TERM } from './prices.ts';

/** Tariffs of the seeded offers as the brands sell them, prices in EUR incl. VAT. */

const postpaidFeatures = ['Allnet-Flat in alle deutschen Netze', 'SMS-Flat', '5G', 'EU-Roaming'];
const prepaidFeatures = ['Allnet-Flat', '5G', 'EU-Roaming', 'Laufzeit 4 Wochen, jederzeit kündbar'];

type Product = Pick<Tariff, 'id' | 'name' | 'dataVolume' | 'prices'>;

/** A contract for the minimum term with a month's notice: the postpaid features and `extras`. */
const postpaid = ({ prices, ...product }: Product, ...extras: string[]): Tariff => ({
  ...product,
  minimumTermMonths: TERM,
  noticePeriod: { value: 1, unit: 'months' },
  features: [...postpaidFeatures, ...extras],
  prices,
});

/** Four weeks at a time, ended any day: the prepaid features and `extras`. */
const prepaid = ({ prices, ...product }: Product, ...extras: string[]): Tariff => ({
  ...product,
  minimumTermMonths: 0,
  noticePeriod: { value: 1, unit: 'days' },
  features: [...prepaidFeatures, ...extras],
  prices,
});

const tariffs = {
  o2MobileS: postpaid({
    id: 'O2-MOB-S-2025',
    name: 'O2 Mobile S',
    dataVolume: 15,
    prices: [monthly(19.99), connectionFee(39.99)],
  }),
  o2MobileM: postpaid(
    {
      id: 'O2-MOB-M-2025',
      name: 'O2 Mobile M',
      dataVolume: 50,
      prices: [
        monthly(29.99),
        { type: 'monthly', amount: -5, kind: 'discount', label: 'Online-Vorteil', months: 12 },
        connectionFee(39.99),
      ],
    },
    'O2 Connect: bis zu 10 SIM-Karten',
  ),
  o2MobileL: postpaid(
    {
      id: 'O2-MOB-L-2025',
      name: 'O2 Mobile L',
      dataVolume: 140,
      prices: [monthly(39.99), connectionFee(39.99)],
    },
    'O2 Connect: bis zu 10 SIM-Karten',
    'MultiSIM inklusive',
  ),
  o2Unlimited: postpaid(
    {
      id: 'O2-MOB-UNL-2025',
      name: 'O2 Mobile Unlimited Max',
      dataVolume: 'unlimited',
      prices: [
        monthly(59.99),
        { type: 'monthly', amount: -10, kind: 'discount', label: 'Treue-Rabatt', months: 24 },
      ],
    },
    'Unbegrenztes Datenvolumen mit bis zu 300 Mbit/s',
  ),
  ayAllnetM: postpaid(
    {
      id: 'AY-ALLNET-M-2025',
      name: 'AY YILDIZ Allnet Flat M',
      dataVolume: 30,
      prices: [monthly(19.99), connectionFee(19.99)],
    },
    '600 Minuten in die Türkei',
  ),
  aetkaSmart20: postpaid(
    {
      id: 'AETKA-SMART-20',
      name: 'aetka smart 20',
      dataVolume: 20,
      prices: [monthly(14.99), connectionFee(29.99)],
    },
    'Beratung im Fachhandel vor Ort',
  ),
  allnet30: postpaid({
    id: 'WL-ALLNET-30',
    name: 'Allnet Flat 30',
    dataVolume: 30,
    prices: [monthly(24.99), connectionFee(29.99)],
  }),
  aldiPaketM: prepaid({
    id: 'ALDI-PAKET-M',
    name: 'ALDI TALK Paket M',
    dataVolume: 25,
    prices: [
      fourWeekly(12.99),
      {
        type: 'once',
        amount: 9.99,
        kind: 'charge',
        label: 'Starter-Set inkl. 10 € Startguthaben',
      },
    ],
  }),
  novaFlat15: prepaid({
    id: 'NOVA-FLAT-15',
    name: 'NOVA Prepaid Flat 15',
    dataVolume: 15,
    prices: [fourWeekly(9.99)],
  }),
  ortelAllnetPlus: prepaid(
    {
      id: 'ORTEL-ALLNET-PLUS',
      name: 'Ortel Mobile Allnet Flat Plus',
      dataVolume: 12,
      prices: [fourWeekly(9.99)],
    },
    '200 Minuten in 60 Länder',
  ),
  blauAllnet25: prepaid({
    id: 'BLAU-ALLNET-25',
    name: 'Blau Allnet Flat 25 GB',
    dataVolume: 25,
    prices: [fourWeekly(14.99)],
  }),
} satisfies Record<string, Tariff>;

export type TariffKey = keyof typeof tariffs;

/** A fresh copy, so an offer never shares arrays with another. */
export const tariff = (key: TariffKey): Tariff => structuredClone(tariffs[key]);
