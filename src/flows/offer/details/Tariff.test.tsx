// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Tariff as TariffData } from '../../../api/contract/offer.ts';
import { Tariff } from './Tariff.tsx';
import { factValue } from '../../testing.tsx';
import { examplePart, renderDetails } from './testing.tsx';

const exampleTariff = () => examplePart('tariff');

const featuresToggle = () => screen.getByRole('button', { name: 'Leistungen von Mobile M' });

describe('Tariff', () => {
  it('shows name, data volume, minimum term and notice period', () => {
    renderDetails(<Tariff tariff={exampleTariff()} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Ihr Tarif' })).toBeVisible();
    expect(factValue('Tarif')).toBe('Mobile M');
    expect(factValue('Datenvolumen')).toBe('50 GB pro Monat');
    expect(factValue('Mindestvertragslaufzeit')).toBe('24 Monate');
    expect(factValue('Kündigungsfrist')).toBe('1 Monat');
  });

  it('words unlimited data, no minimum term and other notice units', () => {
    const tariff: TariffData = {
      ...exampleTariff(),
      dataVolume: 'unlimited',
      minimumTermMonths: 0,
      noticePeriod: { value: 4, unit: 'weeks' },
    };
    const { rerender } = renderDetails(<Tariff tariff={tariff} />);
    expect(factValue('Datenvolumen')).toBe('Unbegrenzt');
    expect(factValue('Mindestvertragslaufzeit')).toBe('Keine, jederzeit kündbar');
    expect(factValue('Kündigungsfrist')).toBe('4 Wochen');
    rerender(<Tariff tariff={{ ...tariff, noticePeriod: { value: 1, unit: 'days' } }} />);
    expect(factValue('Kündigungsfrist')).toBe('1 Tag');
  });

  it('writes the data volume as the page language does', () => {
    renderDetails(<Tariff tariff={{ ...exampleTariff(), dataVolume: 2.5 }} />, { locale: 'en' });
    expect(factValue('Data volume')).toBe('2.5 GB per month');
  });

  it('explains minimum term and notice period in tooltips', async () => {
    const { user } = renderDetails(<Tariff tariff={exampleTariff()} />);
    await user.tab();
    expect(document.activeElement).toHaveAttribute(
      'aria-label',
      'Was bedeutet „Mindestvertragslaufzeit“?',
    );
    expect((await screen.findByRole('tooltip')).textContent).toMatch(
      /läuft Ihr Vertrag mindestens/,
    );
    await user.tab();
    expect(document.activeElement).toHaveAttribute('aria-label', 'Was bedeutet „Kündigungsfrist“?');
    // Described as the focus arrives, before its tooltip shows.
    expect(document.activeElement).toHaveAccessibleDescription(
      /muss Ihre Kündigung bei uns eingehen/,
    );
  });

  it('shows the tariff prices, the discount with a leading minus', () => {
    renderDetails(<Tariff tariff={exampleTariff()} />);
    expect(screen.getByText('29,99 € monatlich')).toBeVisible();
    expect(screen.getByText('-5,00 € monatlich')).toBeVisible();
    expect(screen.getByText('39,99 € einmalig')).toBeVisible();
  });

  it('keeps the features in a closed accordion item that opens from the keyboard', async () => {
    const { user } = renderDetails(<Tariff tariff={exampleTariff()} />);
    expect(featuresToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    featuresToggle().focus();
    await user.keyboard('{Enter}');
    expect(featuresToggle()).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Leistungen von Mobile M' });
    expect([...panel.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Allnet-Flat',
      '5G',
      'EU-Roaming',
    ]);
  });

  it('puts the accordion heading one level below its section', () => {
    renderDetails(<Tariff tariff={exampleTariff()} headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Ihr Tarif' })).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 4, name: 'Leistungen von Mobile M' }),
    ).toBeVisible();
  });

  it('leaves the accordion out when the tariff lists no features', () => {
    renderDetails(<Tariff tariff={{ ...exampleTariff(), features: [] }} />);
    expect(screen.queryByRole('button', { name: /Leistungen/ })).not.toBeInTheDocument();
  });
});
