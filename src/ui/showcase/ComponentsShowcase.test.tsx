// @vitest-environment jsdom
import '../jsdomShims.ts';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TextTree } from '../../i18n/lookup.ts';
import { ComponentsShowcase } from './ComponentsShowcase.tsx';

// Every German namespace, as the page passes them to the island.
const files = import.meta.glob<TextTree>('../../../locales/de/*.json', {
  eager: true,
  import: 'default',
});
const de = Object.fromEntries(
  Object.entries(files).map(([path, texts]) => [path.replace(/^.*\/|\.json$/g, ''), texts]),
);

function renderShowcase() {
  const user = userEvent.setup();
  render(<ComponentsShowcase locale="de" resources={{ de }} context={{ slug: 'aldi' }} />);
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
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeTruthy();
    }
    expect(screen.getByRole('region', { name: 'Ihre Angebote' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\b[a-z]+:[a-z]+\.[\w.]+/i);
  });

  it('keeps the demo button busy for a second after a click', async () => {
    const user = renderShowcase();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    const busy = screen.getByRole('button', { name: /Speichern.*Wird geladen/ });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    await screen.findByRole('button', { name: 'Speichern' }, { timeout: 2000 });
  });
});
