// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Pack } from '../../../api/contract/offer.ts';
import { Packs } from './Packs.tsx';
import { charge, pack, renderDetails } from './testing.tsx';

const packs: Pack[] = [
  pack('INS-PREMIUM', 'DeviceInsurance', 'Handyversicherung Premium', charge('monthly', 9.99)),
  pack(
    'TAR-MULTICARD',
    'Tariff',
    'Zusatzkarte Multicard',
    charge('monthly', 4.99),
    charge('once', 9.99, { kind: 'connectionfee', label: 'Anschlusspreis' }),
  ),
  pack('PACK-DATA-5GB', 'Pack', 'Datenpaket 5 GB', charge('once', 4.99)),
];

function packItem(name: string) {
  const item = screen.getAllByRole('listitem').find((li) => li.textContent?.includes(name));
  if (!item) throw new Error(`no pack ${name}`);
  return item;
}

describe('Packs', () => {
  it('lists each pack with its kind, device insurance named as such, and its prices', () => {
    renderDetails(<Packs packs={packs} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Ihre Zusatzoptionen' })).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);

    const insurance = within(packItem('Handyversicherung Premium'));
    expect(insurance.getByText('Geräteversicherung')).toBeVisible();
    expect(insurance.getByText('9,99 € monatlich')).toBeVisible();

    const multicard = within(packItem('Zusatzkarte Multicard'));
    expect(multicard.getByText('Tarifoption')).toBeVisible();
    expect(multicard.getByText('4,99 € monatlich')).toBeVisible();
    expect(multicard.getByText('9,99 € einmalig')).toBeVisible();

    const data = within(packItem('Datenpaket 5 GB'));
    expect(data.getByText('Option')).toBeVisible();
    expect(data.getByText('4,99 € einmalig')).toBeVisible();
  });

  it('renders nothing without packs', () => {
    renderDetails(<Packs packs={[]} />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
