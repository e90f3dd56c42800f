// @vitest-environment jsdom
import '../jsdomShims.ts';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testTexts } from '../../i18n/testing.ts';
import { ComponentsShowcase } from './ComponentsShowcase.tsx';

/** As the page gives it: every German text of the brand. */
function renderShowcase() {
  const user = userEvent.setup();
  render(<ComponentsShowcase locale="de" texts={testTexts()} />);
  return user;
}

describe('ComponentsShowcase', () => {
  it('shows every component with its German texts, no raw keys', async () => {
    renderShowcase();
    await act(async () => {});
    for (const heading of [
      'Schaltflächen',
      'Tooltip',
      'Häufige Fragen',
      'Angebote',
      'Statusmeldungen',
      'Kacheln',
      'Platzhalter beim Laden',
      'Fehleranzeigen',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    expect(screen.getByRole('region', { name: 'Ihre Angebote' })).toBeVisible();
    expect(document.body.textContent).not.toMatch(/\b[a-z]+:[a-z]+\.[\w.]+/i);
  });

  it('keeps the demo button busy for a second after a click', async () => {
    const user = renderShowcase();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    const busy = screen.getByRole('button', { name: /Speichern.*Wird geladen/ });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await screen.findByRole('button', { name: 'Speichern' }, { timeout: 2000 });
  });
});
