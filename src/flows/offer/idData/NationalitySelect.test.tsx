// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderUi } from '../../../ui/renderUi.tsx';
import { NationalitySelect } from './NationalitySelect.tsx';

afterEach(() => {
  vi.useRealTimers();
});

const nationalities = [
  { value: 'TR', label: 'Türkei' },
  { value: 'AT', label: 'Österreich' },
];

function Form({ onSubmit }: { onSubmit: () => void }) {
  const [value, setValue] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <NationalitySelect
        id="nationality"
        label="Staatsangehörigkeit"
        data={nationalities}
        value={value}
        onChange={setValue}
        search=""
        opened={false}
        focused
      />
      <button type="submit">Weiter</button>
    </form>
  );
}

it('Enter chooses the option arrowed to before the list settled (a busy phone), and sends nothing', async () => {
  // Timers move only when the test says: the arrow key comes before the list's own timer.
  vi.useFakeTimers();
  const onSubmit = vi.fn();
  renderUi(<Form onSubmit={onSubmit} />);
  const user = userEvent.setup({ delay: null });
  const field = screen.getByRole('combobox', { name: 'Staatsangehörigkeit' });
  // The list took over from its stand-in with the focus: it opened.
  expect(field).toHaveFocus();

  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('option', { name: 'Türkei' })).toHaveAttribute('data-combobox-selected');
  await act(() => vi.runOnlyPendingTimers());
  await user.keyboard('{Enter}');

  expect(field).toHaveValue('Türkei');
  expect(onSubmit).not.toHaveBeenCalled();
});

it('takes a nationality typed out in full with Enter, without sending the step; Enter then sends it', async () => {
  const onSubmit = vi.fn();
  renderUi(<Form onSubmit={onSubmit} />);
  const user = userEvent.setup();
  const field = screen.getByRole('combobox', { name: 'Staatsangehörigkeit' });
  await user.type(field, 'türkei');
  await user.keyboard('{Enter}');
  expect(field).toHaveValue('Türkei');
  expect(onSubmit).not.toHaveBeenCalled();
  await user.keyboard('{Enter}');
  expect(onSubmit).toHaveBeenCalledOnce();
  expect(field).toHaveValue('Türkei');
});

it('takes the only nationality matching what was typed when the customer tabs on; an ambiguous text chooses nothing', async () => {
  renderUi(<Form onSubmit={vi.fn()} />);
  const user = userEvent.setup();
  const field = screen.getByRole('combobox', { name: 'Staatsangehörigkeit' });
  await user.type(field, 'Öster');
  await user.tab();
  expect(field).toHaveValue('Österreich');
  expect(screen.getByRole('button', { name: 'Weiter' })).toHaveFocus();

  await user.click(field);
  await user.clear(field);
  // "r" is in both names: no choice is made for the customer.
  await user.type(field, 'r');
  await user.keyboard('{Enter}');
  await user.tab();
  expect(field).toHaveValue('Österreich');
});
