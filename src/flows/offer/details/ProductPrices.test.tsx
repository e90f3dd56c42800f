// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductPrices } from './ProductPrices.tsx';
import { renderDetails } from './testing.tsx';

describe('ProductPrices', () => {
  it('shows every entry with its label, duration, amount and period', () => {
    renderDetails(
      <ProductPrices
        prices={[
          { type: 'monthly', amount: 29.99, kind: 'charge' },
          { type: 'monthly', amount: -5, kind: 'discount', label: 'Online-Vorteil', months: 12 },
          { type: 'once', amount: 39.99, kind: 'connectionfee' },
        ]}
        source="tariff"
      />,
    );
    const rows = screen
      .getAllByRole('term')
      .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ['Preis', '29,99\u00a0€ monatlich'],
      ['Online-Vorteil für 12 Monate', '-5,00\u00a0€ monatlich'],
      ['Anschlusspreis', '39,99\u00a0€ einmalig'],
    ]);
  });

  it("names a handset's charges as its one-off payment and instalment", () => {
    renderDetails(
      <ProductPrices
        prices={[
          { type: 'once', amount: 99, kind: 'charge' },
          { type: 'monthly', amount: 25, kind: 'charge', months: 24 },
        ]}
        source="hardware"
      />,
    );
    expect(screen.getAllByRole('term').map((dt) => dt.textContent)).toEqual([
      'Einmalzahlung',
      'Geräterate für 24 Monate',
    ]);
  });

  it('renders nothing without prices', () => {
    const { container } = renderDetails(<ProductPrices prices={[]} source="pack" />);
    expect(container.querySelector('dl')).not.toBeInTheDocument();
  });
});
