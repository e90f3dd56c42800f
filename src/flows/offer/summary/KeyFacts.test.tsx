// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleOffer, extensionOffer, renderDetails } from '../details/testing.tsx';
import { KeyFacts } from './KeyFacts.tsx';

const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.children].map((cell) => cell.textContent?.replace(/\u00a0/g, ' ')));

/** The facts as term → value, as a reader goes through the list. */
const facts = () =>
  Object.fromEntries(
    [...document.querySelectorAll('.offer-details__fact')].map((fact) => [
      fact.querySelector('dt')?.textContent,
      fact.querySelector('dd')?.textContent?.replace(/\u00a0/g, ' '),
    ]),
  );

describe('KeyFacts (above the order button)', () => {
  it('states the notice period, what follows the minimum term and how to terminate', () => {
    renderDetails(<KeyFacts offer={exampleOffer()} />);
    expect(facts()).toMatchObject({
      Mindestvertragslaufzeit: '24 Monate',
      Kündigungsfrist: '1 Monat',
      'Nach der Mindestlaufzeit':
        'Der Vertrag läuft unbefristet weiter. Sie können ihn dann jederzeit mit einer Frist von 1 Monat kündigen.',
    });
    expect(screen.getByRole('link', { name: 'Verträge hier kündigen' })).toHaveAttribute(
      'href',
      '/kuendigung',
    );
  });

  it('shows an extension’s contract before and after side by side', () => {
    renderDetails(<KeyFacts offer={extensionOffer()} />);
    expect(rows(screen.getByRole('table', { name: 'Ihr Vertrag bisher und neu' }))).toEqual([
      ['', 'Bisher', 'Neu'],
      ['Tarif', 'Mobile S (2023)', 'Mobile M'],
      ['Monatlich', '24,99 €', '59,98 €'],
      ['Mindestlaufzeit bis', '28. Januar 2027', '28. Januar 2029'],
    ]);
  });

  it('has no before-and-after table for a new contract', () => {
    renderDetails(<KeyFacts offer={exampleOffer()} />);
    expect(screen.queryByRole('table')).toBeNull();
  });
});
