// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OfferItem } from '../../../api/contract/offer.ts';
import { OfferItemDetails } from './OfferItemDetails.tsx';
import { exampleOffer, renderDetails } from './testing.tsx';

function exampleItem(): OfferItem {
  const item = exampleOffer().offers[0];
  if (!item) throw new Error('the example offer has a position');
  return item;
}

const headings = () =>
  screen.getAllByRole('heading').map((h) => `${h.tagName} ${h.textContent ?? ''}`);

describe('OfferItemDetails', () => {
  it('shows handset, tariff and packs of a single position as top sections', () => {
    renderDetails(<OfferItemDetails item={exampleItem()} index={0} count={1} />);
    expect(headings()).toEqual([
      'H2 Ihr Smartphone',
      'H2 Ihr Tarif',
      'H3 Leistungen von Mobile M',
      'H2 Ihre Zusatzoptionen',
    ]);
  });

  it('leaves out what the position does not have', () => {
    const item = exampleItem();
    delete item.hardware;
    renderDetails(<OfferItemDetails item={{ ...item, packs: [] }} index={0} count={1} />);
    expect(headings()).toEqual(['H2 Ihr Tarif', 'H3 Leistungen von Mobile M']);
  });

  it('names each of several positions with its phone number, parts one level below', () => {
    const item = exampleItem();
    renderDetails(
      <>
        <OfferItemDetails item={item} index={0} count={2} />
        <OfferItemDetails
          item={{ ...item, id: 'pos-2', phoneNumber: '+49 176 87654321' }}
          index={1}
          count={2}
        />
      </>,
    );
    const second = screen.getByRole('region', { name: 'Vertrag 2 von 2' });
    expect(within(second).getByText('Für Ihre Rufnummer +49 176 87654321')).toBeVisible();
    expect(
      within(second)
        .getAllByRole('heading')
        .map((h) => h.tagName),
    ).toEqual(['H2', 'H3', 'H3', 'H4', 'H3']);
  });

  it('lets the feature lists of several positions be open at once', async () => {
    const item = exampleItem();
    const { user } = renderDetails(
      <>
        <OfferItemDetails item={item} index={0} count={2} />
        <OfferItemDetails item={{ ...item, id: 'pos-2' }} index={1} count={2} />
      </>,
    );
    const toggles = screen.getAllByRole('button', { name: 'Leistungen von Mobile M' });
    for (const toggle of toggles) await user.click(toggle);
    expect(toggles.map((t) => t.getAttribute('aria-expanded'))).toEqual(['true', 'true']);
  });
});
