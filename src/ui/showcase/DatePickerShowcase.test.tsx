// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../jsdomShims.ts';
import { PickerRoot } from '../datepicker/testing.tsx';
import { DatePickerShowcase } from './DatePickerShowcase.tsx';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2025, 4, 14, 10, 0)); // a Wednesday
});
afterEach(() => vi.useRealTimers());

/** Renders the showcase and waits for its lazily loaded pickers. */
async function renderShowcase() {
  render(
    <PickerRoot>
      <DatePickerShowcase />
    </PickerRoot>,
  );
  await screen.findAllByRole('textbox', {}, { timeout: 5000 });
  return userEvent.setup();
}

describe('DatePickerShowcase', () => {
  it('announces the reason of the last refused entry', async () => {
    const user = await renderShowcase();
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('data-reason', '');

    await user.type(screen.getByRole('textbox', { name: 'Wunschtermin' }), '17.05.2025{Enter}');
    expect(status).toHaveAttribute('data-reason', 'weekday');
    expect(status.textContent).toBe('Zuletzt abgelehnte Eingabe: weekday');

    await user.type(
      screen.getByRole('textbox', { name: 'Wunschtermin' }),
      '{Control>}a{/Control}13.05.2025{Enter}',
    );
    expect(status).toHaveAttribute('data-reason', 'before-min');

    await user.type(
      screen.getByRole('textbox', { name: 'Zeitraum' }),
      '05.06.2025 – 20.06.2025{Enter}',
    );
    expect(status).toHaveAttribute('data-reason', 'range-too-long');

    await user.type(
      screen.getByRole('textbox', { name: 'Rückruftermin' }),
      '16.05.2025 07:30{Enter}',
    );
    expect(status).toHaveAttribute('data-reason', 'time-before-min');
  });

  it('shows which overlay is open', async () => {
    const user = await renderShowcase();
    const overlay = screen.getByText(/^Kalender:/);
    expect(overlay.textContent).toBe('Kalender: geschlossen');

    await user.click(screen.getByRole('button', { name: 'Kalender für Rückruftermin öffnen' }));
    expect(overlay.textContent).toBe('Kalender: Monatsansicht');
    await user.click(screen.getByRole('button', { name: 'Freitag, 16. Mai 2025' }));
    expect(overlay.textContent).toBe('Kalender: Uhrzeitauswahl');
    await user.keyboard('{Escape}');
    expect(overlay.textContent).toBe('Kalender: geschlossen');
  });
});
