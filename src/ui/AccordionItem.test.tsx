// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccordionItem } from './AccordionItem.tsx';
import { renderUi } from './renderUi.tsx';

const toggle = (name: string) => screen.getByRole('button', { name });
const isOpen = (name: string) => toggle(name).getAttribute('aria-expanded') === 'true';
const panelOf = (name: string) =>
  document.getElementById(toggle(name).getAttribute('aria-controls') ?? '');

function renderTwo() {
  return renderUi(
    <>
      <AccordionItem title="Vertrag">Laufzeit 24 Monate</AccordionItem>
      <AccordionItem title="Adresse">Ändern unter Meine Daten</AccordionItem>
    </>,
  );
}

describe('AccordionItem', () => {
  it('starts closed, with its panel hidden', () => {
    renderTwo();
    expect(isOpen('Vertrag')).toBe(false);
    expect(panelOf('Vertrag')?.hidden).toBe(true);
    expect(screen.queryByRole('region', { name: 'Vertrag' })).not.toBeInTheDocument();
  });

  it('opens and closes on click', async () => {
    const { user } = renderTwo();
    await user.click(toggle('Vertrag'));
    expect(isOpen('Vertrag')).toBe(true);
    expect(screen.getByRole('region', { name: 'Vertrag' }).textContent).toBe('Laufzeit 24 Monate');
    await user.click(toggle('Vertrag'));
    expect(isOpen('Vertrag')).toBe(false);
  });

  it('toggles with Enter and Space from the keyboard', async () => {
    const { user } = renderTwo();
    await user.tab();
    expect(toggle('Vertrag')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(isOpen('Vertrag')).toBe(true);
    await user.keyboard(' ');
    expect(isOpen('Vertrag')).toBe(false);
  });

  it('lets several items be open at once', async () => {
    const { user } = renderTwo();
    await user.click(toggle('Vertrag'));
    await user.click(toggle('Adresse'));
    expect(isOpen('Vertrag')).toBe(true);
    expect(isOpen('Adresse')).toBe(true);
  });

  it('can start open, under a heading of the chosen level', () => {
    renderUi(
      <AccordionItem title="Vertrag" defaultOpen headingLevel={4}>
        Laufzeit
      </AccordionItem>,
    );
    expect(isOpen('Vertrag')).toBe(true);
    expect(screen.getByRole('heading', { level: 4, name: 'Vertrag' })).toBeVisible();
  });
});
