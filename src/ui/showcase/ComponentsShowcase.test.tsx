// @vitest-environment jsdom
import '../jsdomShims.ts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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

  it('keeps the demo button busy for a second after a click', () => {
    // The page's clock, not the machine's: on a busy machine the click alone took 1.6 s.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      renderShowcase();
      fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
      const busy = screen.getByRole('button', { name: /Speichern.*Wird geladen/ });
      expect(busy).toHaveAttribute('aria-busy', 'true');
      act(() => vi.advanceTimersByTime(999));
      expect(busy).toHaveAttribute('aria-busy', 'true');
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByRole('button', { name: 'Speichern' })).not.toHaveAttribute('aria-busy');
    } finally {
      vi.useRealTimers();
    }
  });
});
