// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../routes.ts';
import { DatePicker, type DatePickerProps } from './DatePicker.tsx';
import { PickerRoot } from './datepicker/testing.tsx';
import { answerMediaQueries } from './jsdomShims.ts';

/** Viewports narrower than the breakpoint get the modal; jsdom has no layout, so tests decide. */
let narrowViewport = false;
answerMediaQueries((query) => narrowViewport && query.includes('width <'));

beforeEach(() => {
  // Wednesday, 14 May 2025. Only Date is faked: Mantine and user-event keep real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2025, 4, 14, 10, 0));
});

afterEach(() => {
  vi.useRealTimers();
  narrowViewport = false;
});

function renderPicker(props: Partial<DatePickerProps> = {}, locale: Locale = 'de') {
  const user = userEvent.setup();
  const all = { label: 'Wunschtermin', ...props } as DatePickerProps;
  render(
    <PickerRoot locale={locale}>
      <DatePicker {...all} />
    </PickerRoot>,
  );
  const input = screen.getByRole('textbox');
  return { user, input };
}

const openButton = () => screen.getByRole('button', { name: /Kalender für Wunschtermin öffnen/ });
const dialog = () => screen.getByRole('dialog');
const day = (name: string) => within(dialog()).getByRole('button', { name });
const isDisabled = (el: HTMLElement) => (el as HTMLButtonElement).disabled;
/** Mantine's popover and modal hand the focus back a moment after closing. */
const expectFocusOn = (el: HTMLElement) => waitFor(() => expect(el).toHaveFocus());

describe('DatePicker', () => {
  it('opens the calendar from its button on the current month and reports it', async () => {
    const onOpenChange = vi.fn();
    const onOverlayChange = vi.fn();
    const { user } = renderPicker({ onOpenChange, onOverlayChange });

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(openButton()).toHaveAttribute('aria-expanded', 'false');
    await user.click(openButton());

    expect(screen.queryByRole('dialog', { name: 'Kalender: Wunschtermin' })).not.toBeNull();
    expect(
      within(dialog()).queryByRole('button', { name: 'Mai 2025, Monat wählen' }),
    ).not.toBeNull();
    expect(openButton()).toHaveAttribute('aria-expanded', 'true');
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    expect(onOverlayChange).toHaveBeenLastCalledWith('month');
  });

  it('takes over a clicked day, closes and gives focus back to its button', async () => {
    const onChange = vi.fn();
    const onOpenChange = vi.fn();
    const { user, input } = renderPicker({ onChange, onOpenChange });

    await user.click(openButton());
    await user.click(day('Freitag, 16. Mai 2025'));

    expect(onChange).toHaveBeenCalledWith('2025-05-16');
    expect((input as HTMLInputElement).value).toBe('16.05.2025');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await expectFocusOn(openButton());
  });

  it('disables listed dates and weekdays so they cannot be chosen', async () => {
    const onChange = vi.fn();
    const { user } = renderPicker({
      onChange,
      disabledDates: ['2025-05-20'],
      disabledWeekdays: [0, 6],
    });

    await user.click(openButton());
    const holiday = day('Dienstag, 20. Mai 2025');
    const saturday = day('Samstag, 17. Mai 2025');
    expect(isDisabled(holiday)).toBe(true);
    expect(isDisabled(saturday)).toBe(true);
    expect(isDisabled(day('Montag, 19. Mai 2025'))).toBe(false);

    fireEvent.click(holiday);
    fireEvent.click(saturday);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeNull();
  });

  it('refuses a typed date on a disabled weekday, says why and keeps the text', async () => {
    const onInvalidDate = vi.fn();
    const onChange = vi.fn();
    const { user, input } = renderPicker({ onInvalidDate, onChange, disabledWeekdays: [0, 6] });

    await user.type(input, '17.05.2025');
    await user.tab();

    expect(onInvalidDate).toHaveBeenCalledWith('weekday', '2025-05-17', {
      key: 'dates:errors.weekday',
      values: expect.objectContaining({ pattern: 'TT.MM.JJJJ' }) as unknown,
    });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(
      'An diesem Wochentag ist keine Auswahl möglich. Bitte wählen Sie einen anderen Tag.',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect((input as HTMLInputElement).value).toBe('17.05.2025');
  });

  it('refuses unreadable text with the expected format', async () => {
    const onInvalidDate = vi.fn();
    const { user, input } = renderPicker({ onInvalidDate });

    await user.type(input, 'morgen{Enter}');

    expect(onInvalidDate).toHaveBeenCalledWith('invalid-format', 'morgen', expect.anything());
    expect(screen.getByRole('alert').textContent).toBe(
      'Bitte geben Sie das Datum im Format TT.MM.JJJJ ein.',
    );
  });

  it('says a day typed in the format that does not exist must be a real date', async () => {
    const onInvalidDate = vi.fn();
    const { user, input } = renderPicker({ onInvalidDate });

    await user.type(input, '31.02.2027{Enter}');

    expect(onInvalidDate).toHaveBeenCalledWith('not-real', '31.02.2027', expect.anything());
    expect(screen.getByRole('alert').textContent).toBe('Das Datum muss ein echtes Datum sein.');
  });

  it.each([
    ['de', '31.02.2027', 'Das gewünschte Vertragsende muss ein echtes Datum sein.'],
    ['en', '02/31/2027', 'Requested end of contract must be a real date.'],
    ['tr', '31.02.2027', 'İstenen bitiş tarihi gerçek bir tarih olmalıdır.'],
  ] as const)('in %s, names its date in the date table’s sentence', async (locale, typed, text) => {
    const { user, input } = renderPicker({ fieldName: 'terminationDate' }, locale);

    await user.type(input, `${typed}{Enter}`);

    expect(screen.getByRole('alert').textContent).toBe(text);
  });

  it('takes a valid typed date, writes it out in full and clears an earlier error', async () => {
    const onChange = vi.fn();
    const { user, input } = renderPicker({ onChange, minDate: '2025-05-14' });

    await user.type(input, '1.5.2025{Enter}');
    expect(screen.queryByRole('alert')).not.toBeNull();

    await user.clear(input);
    await user.type(input, '3.6.2025{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2025-06-03');
    expect((input as HTMLInputElement).value).toBe('03.06.2025');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input.getAttribute('aria-invalid')).not.toBe('true');
  });

  it('respects the min date in the calendar and for typed dates', async () => {
    const onInvalidDate = vi.fn();
    const { user, input } = renderPicker({ onInvalidDate, minDate: '2025-05-14' });

    await user.click(openButton());
    expect(isDisabled(day('Dienstag, 13. Mai 2025'))).toBe(true);
    expect(isDisabled(day('Mittwoch, 14. Mai 2025'))).toBe(false);
    expect(isDisabled(within(dialog()).getByRole('button', { name: 'Vorheriger Monat' }))).toBe(
      true,
    );
    await user.keyboard('{Escape}');

    await user.type(input, '12.05.2025{Enter}');
    const message = { key: 'dates:errors.beforeMin', values: expect.anything() as unknown };
    expect(onInvalidDate).toHaveBeenCalledWith('before-min', '2025-05-12', message);
    // The event's key and values give the caller the text shown at the field.
    const [, , { values }] = onInvalidDate.mock.lastCall as [unknown, unknown, { values: object }];
    expect(values).toMatchObject({ date: '14.05.2025' });
    expect(screen.getByRole('alert').textContent).toBe(
      'Bitte wählen Sie ein Datum ab dem 14.05.2025.',
    );
  });

  it('describes the expected format and labels its controls in English and Turkish', async () => {
    const { user } = renderPicker({ label: 'Preferred date' }, 'en');
    const field = screen.getByRole('textbox', { name: 'Preferred date' });
    expect(field).toHaveAccessibleDescription('Format: MM/DD/YYYY');

    await user.click(screen.getByRole('button', { name: 'Open calendar for Preferred date' }));
    const names = within(dialog())
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));
    expect(names.slice(0, 3)).toEqual(['Previous month', 'May 2025, choose month', 'Next month']);
    expect(names).toContain('Friday, May 16, 2025');
    // Weeks start on Sunday in the US.
    expect(within(dialog()).getAllByRole('columnheader')[0]?.textContent).toBe('Su');

    await user.click(day('Friday, May 16, 2025'));
    expect(field).toHaveValue('05/16/2025');
  });

  it('speaks Turkish with Monday as the first day of the week', async () => {
    const { user } = renderPicker({ label: 'İstenen tarih' }, 'tr');
    expect(screen.queryByText('Biçim: GG.AA.YYYY')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'İstenen tarih için takvimi aç' }));
    expect(within(dialog()).queryByRole('button', { name: 'Önceki ay' })).not.toBeNull();
    expect(within(dialog()).queryByRole('button', { name: 'Sonraki ay' })).not.toBeNull();
    await user.click(day('Cuma, 16 Mayıs 2025'));
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('16.05.2025');

    await user.click(screen.getByRole('button', { name: 'İstenen tarih için takvimi aç' }));
    const headers = within(dialog())
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers[0]).toBe('Pt');
  });

  it('works with the keyboard alone: open, move by arrow keys, choose, close with Escape', async () => {
    const onChange = vi.fn();
    const { user, input } = renderPicker({ onChange, defaultValue: '2025-05-16' });

    await user.click(input);
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() =>
      expect(document.activeElement).toHaveAttribute('aria-label', 'Freitag, 16. Mai 2025'),
    );

    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toHaveAttribute('aria-label', 'Montag, 19. Mai 2025');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('2025-05-19');
    await expectFocusOn(input);

    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(screen.queryByRole('dialog')).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expectFocusOn(input);
  });

  it('moves by arrow keys into the next month, which it then shows', async () => {
    const { user, input } = renderPicker({ defaultValue: '2025-05-30', disabledWeekdays: [0, 6] });
    await user.click(input);
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() =>
      expect(document.activeElement).toHaveAttribute('aria-label', 'Freitag, 30. Mai 2025'),
    );
    await user.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(document.activeElement).toHaveAttribute('aria-label', 'Montag, 2. Juni 2025'),
    );
  });

  /** A finger swipe across the open calendar's days, from `fromX` to `toX`. */
  const swipe = (fromX: number, toX: number) => {
    const grid = within(dialog()).getByRole('table');
    fireEvent.pointerDown(grid, { pointerType: 'touch', clientX: fromX, clientY: 100 });
    fireEvent.pointerUp(grid, { pointerType: 'touch', clientX: toX, clientY: 104 });
  };
  const monthShown = (name: string) =>
    within(dialog()).queryByRole('button', { name: `${name}, Monat wählen` });

  it('pages to the next month on a swipe to the left', async () => {
    const { user } = renderPicker();
    await user.click(openButton());
    swipe(220, 160);
    expect(monthShown('Juni 2025')).not.toBeNull();
    swipe(160, 220);
    expect(monthShown('Mai 2025')).not.toBeNull();
  });

  it('does not swipe past the min date, where the previous button is disabled', async () => {
    const { user } = renderPicker({ minDate: '2025-05-14' });
    await user.click(openButton());
    swipe(160, 220);
    expect(monthShown('Mai 2025')).not.toBeNull();
  });

  it('pages by month and year, goes to the ends of the week, and keeps the page and the focus still', async () => {
    const { user, input } = renderPicker({ defaultValue: '2025-05-14', maxDate: '2026-03-31' });
    await user.click(input);
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const focused = (label: string) =>
      waitFor(() => expect(document.activeElement).toHaveAttribute('aria-label', label));
    await focused('Mittwoch, 14. Mai 2025');

    // The browser's own PageDown would scroll the page away under the calendar.
    expect(fireEvent.keyDown(document.activeElement!, { key: 'PageDown' })).toBe(false);
    await focused('Samstag, 14. Juni 2025');
    expect(monthShown('Juni 2025')).not.toBeNull();
    await user.keyboard('{End}');
    await focused('Sonntag, 15. Juni 2025');
    await user.keyboard('{Home}');
    await focused('Montag, 9. Juni 2025');
    await user.keyboard('{PageUp}');
    await focused('Freitag, 9. Mai 2025');
    // A year on would pass the max date: it stops there.
    await user.keyboard('{Shift>}{PageDown}{/Shift}');
    await focused('Dienstag, 31. März 2026');
    expect(openButton()).toHaveAttribute('aria-expanded', 'true');
  });

  it('goes up to the year and decade overlays, limited by the year range', async () => {
    const onOverlayChange = vi.fn();
    const { user } = renderPicker({ onOverlayChange, yearRange: [2020, 2030] });
    await user.click(openButton());

    await user.click(within(dialog()).getByRole('button', { name: 'Mai 2025, Monat wählen' }));
    expect(onOverlayChange).toHaveBeenLastCalledWith('year');
    await user.click(within(dialog()).getByRole('button', { name: '2025, Jahr wählen' }));
    expect(onOverlayChange).toHaveBeenLastCalledWith('decade');

    const next = within(dialog()).getByRole('button', { name: 'Nächstes Jahrzehnt' });
    const previous = within(dialog()).getByRole('button', { name: 'Vorheriges Jahrzehnt' });
    expect(isDisabled(previous)).toBe(true);
    await user.click(next);
    expect(isDisabled(within(dialog()).getByRole('button', { name: '2031' }))).toBe(true);
    expect(isDisabled(next)).toBe(true);
  });

  it('offers only range ends that keep the length limits, and takes a range that fits', async () => {
    const onChange = vi.fn();
    const { user, input } = renderPicker({
      type: 'range',
      minRangeDays: 2,
      maxRangeDays: 7,
      onChange,
    });

    await user.click(openButton());
    expect(isDisabled(day('Dienstag, 20. Mai 2025'))).toBe(false);
    await user.click(day('Montag, 5. Mai 2025'));
    expect(isDisabled(day('Dienstag, 13. Mai 2025'))).toBe(true); // 9 days
    expect(isDisabled(day('Sonntag, 11. Mai 2025'))).toBe(false); // 7 days
    expect(isDisabled(day('Dienstag, 6. Mai 2025'))).toBe(false); // 2 days
    await user.click(day('Donnerstag, 8. Mai 2025'));

    expect(onChange).toHaveBeenLastCalledWith(['2025-05-05', '2025-05-08']);
    expect((input as HTMLInputElement).value).toBe('05.05.2025 – 08.05.2025');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('clears a range start chosen twice when a one-day range is too short', async () => {
    const onChange = vi.fn();
    const { user } = renderPicker({ type: 'range', minRangeDays: 2, onChange });
    await user.click(openButton());
    await user.click(day('Montag, 5. Mai 2025'));
    await user.click(day('Montag, 5. Mai 2025'));
    expect(onChange).not.toHaveBeenCalled();
    expect(day('Montag, 5. Mai 2025').hasAttribute('data-selected')).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeNull();
  });

  it('refuses a typed range that is too short', async () => {
    const onInvalidDate = vi.fn();
    const { user, input } = renderPicker({ type: 'range', minRangeDays: 2, onInvalidDate });
    await user.type(input, '05.05.2025 - 05.05.2025{Enter}');
    expect(onInvalidDate).toHaveBeenCalledWith(
      'range-too-short',
      ['2025-05-05', '2025-05-05'],
      expect.anything(),
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'Der Zeitraum muss mindestens 2 Tage umfassen.',
    );
  });

  it('asks for the time in a time overlay and offers only times between min and max', async () => {
    const onChange = vi.fn();
    const onOverlayChange = vi.fn();
    const { user, input } = renderPicker({
      type: 'datetime',
      minTime: '08:00',
      maxTime: '18:00',
      disabledTimes: ['12:00'],
      onChange,
      onOverlayChange,
    });

    await user.click(openButton());
    await user.click(day('Freitag, 16. Mai 2025'));
    expect(onOverlayChange).toHaveBeenLastCalledWith('time');
    const times = within(dialog()).getByRole('group', {
      name: 'Uhrzeit für Freitag, 16. Mai 2025 wählen',
    });
    const offered = within(times)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(offered[0]).toBe('08:00');
    expect(offered.at(-1)).toBe('18:00');
    expect(offered).not.toContain('07:30');
    expect(isDisabled(within(times).getByRole('button', { name: '12:00' }))).toBe(true);

    await user.click(within(times).getByRole('button', { name: '09:30' }));
    expect(onChange).toHaveBeenCalledWith('2025-05-16 09:30');
    expect((input as HTMLInputElement).value).toBe('16.05.2025 09:30');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses a typed time after the max time', async () => {
    const onInvalidDate = vi.fn();
    const { user, input } = renderPicker({ type: 'datetime', maxTime: '18:00', onInvalidDate });
    await user.type(input, '16.05.2025 19:00{Enter}');
    expect(onInvalidDate).toHaveBeenCalledWith(
      'time-after-max',
      '2025-05-16 19:00',
      expect.anything(),
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'Bitte wählen Sie eine Uhrzeit bis 18:00 Uhr.',
    );
  });

  it('opens as a modal below the mobile breakpoint', async () => {
    narrowViewport = true;
    const onOpenChange = vi.fn();
    const { user } = renderPicker({ onOpenChange });

    await user.click(openButton());
    const modal = screen.getByRole('dialog', { name: 'Kalender: Wunschtermin' });
    expect(within(modal).queryByRole('button', { name: 'Nächster Monat' })).not.toBeNull();

    await user.click(within(modal).getByRole('button', { name: 'Kalender schließen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await expectFocusOn(openButton());
  });

  it('shows a value set by the parent and drops the old error', async () => {
    function Parent() {
      const [value, setValue] = useState<string | null>(null);
      return (
        <>
          <DatePicker
            label="Wunschtermin"
            value={value}
            onChange={setValue}
            disabledWeekdays={[6]}
          />
          <button type="button" onClick={() => setValue('2025-05-23')}>
            set
          </button>
        </>
      );
    }
    const user = userEvent.setup();
    render(
      <PickerRoot>
        <Parent />
      </PickerRoot>,
    );
    const input = screen.getByRole('textbox') as HTMLInputElement;
    await user.type(input, '17.05.2025{Enter}');
    expect(screen.queryByRole('alert')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'set' }));
    expect(input.value).toBe('23.05.2025');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
