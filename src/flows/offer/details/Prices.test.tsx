// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OfferItem } from '../../../api/contract/offer.ts';
import type { PriceEntry } from '../../../api/contract/price.ts';
import { Prices } from './Prices.tsx';
import { exampleOffer, renderDetails } from './testing.tsx';

const table = (name: string) => screen.getByRole('table', { name });
/** Each row as [row header, amount], as a reader goes through the table. */
const rowsOf = (name: string) =>
  within(table(name))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent?.replace(/\u00a0/g, ' ')));

describe('Prices', () => {
  it('lists every monthly entry with product and label, and the monthly totals over time', () => {
    renderDetails(<Prices items={exampleOffer().offers} />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Ihre Preise im Überblick' }),
    ).toBeVisible();
    expect(rowsOf('Monatliche Preise')).toEqual([
      ['iPhone 17 Geräterate, für 24 Monate', '25,00 €'],
      ['Mobile M Preis', '29,99 €'],
      ['Mobile M Online-Vorteil, für 12 Monate', '-5,00 €'],
      ['Handyversicherung Premium Preis', '9,99 €'],
      ['Monatlich gesamt in den Monaten 1 bis 12', '59,98 €'],
      ['Monatlich gesamt in den Monaten 13 bis 24', '64,98 €'],
      ['Monatlich gesamt ab Monat 25', '39,98 €'],
    ]);
  });

  it('lists every one-time entry and their total', () => {
    renderDetails(<Prices items={exampleOffer().offers} />);
    expect(rowsOf('Einmalige Preise')).toEqual([
      ['iPhone 17 Einmalzahlung', '99,00 €'],
      ['Mobile M Anschlusspreis', '39,99 €'],
      ['Einmalig gesamt', '138,99 €'],
    ]);
  });

  it('names fees and unknown charges by their kind, and shows one total when nothing ends', () => {
    const item: OfferItem = {
      id: 'pos-1',
      tariff: {
        id: 'T',
        name: 'Allnet Flat 30',
        dataVolume: 30,
        minimumTermMonths: 24,
        noticePeriod: { value: 1, unit: 'months' },
        features: [],
        prices: [
          { type: 'monthly', amount: 24.99, kind: 'charge' },
          { type: 'monthly', amount: -2.5, kind: 'discount' },
          { type: 'once', amount: 4.95, kind: 'shippingfee' },
          { type: 'once', amount: 2, kind: 'unknown' },
        ],
      },
      packs: [],
    };
    renderDetails(<Prices items={[item]} />);
    expect(rowsOf('Monatliche Preise')).toEqual([
      ['Allnet Flat 30 Preis', '24,99 €'],
      ['Allnet Flat 30 Rabatt', '-2,50 €'],
      ['Monatlich gesamt', '22,49 €'],
    ]);
    expect(rowsOf('Einmalige Preise')).toEqual([
      ['Allnet Flat 30 Versandkosten', '4,95 €'],
      ['Allnet Flat 30 Sonstiger Preis', '2,00 €'],
      ['Einmalig gesamt', '6,95 €'],
    ]);
  });

  it('leaves out a period without entries', () => {
    const tariff = exampleOffer().offers[0]?.tariff;
    if (!tariff) throw new Error('the example offer has a tariff');
    const prices: PriceEntry[] = [{ type: 'monthly', amount: 10, kind: 'charge' }];
    renderDetails(<Prices items={[{ id: 'pos-1', tariff: { ...tariff, prices }, packs: [] }]} />);
    expect(screen.getByRole('table', { name: 'Monatliche Preise' })).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Einmalige Preise' })).not.toBeInTheDocument();
  });

  it('renders nothing when the offer has no prices', () => {
    renderDetails(<Prices items={[{ id: 'pos-1', packs: [] }]} />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
