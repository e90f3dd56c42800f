// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from './renderUi.tsx';
import { Textarea, TextInput } from './TextInput.tsx';

describe('TextInput', () => {
  it('ties label, hint and message to the field, the message read first', () => {
    renderUi(
      <TextInput
        id="name"
        label="Name"
        description="Wie im Ausweis"
        error="Bitte angeben"
        required
      />,
    );
    const field = screen.getByRole('textbox', { name: 'Name' });
    expect(field).toBeRequired();
    // The asterisk is for the eye; screen readers say "required".
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Bitte angeben Wie im Ausweis');
    expect(field).toHaveClass('mantine-Input-input', 'mantine-TextInput-input');
  });

  it('is invalid without a message of its own (a part of a date) and valid without error', () => {
    renderUi(
      <>
        <TextInput label="Tag" error />
        <TextInput label="Monat" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Tag' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Tag' })).not.toHaveAccessibleDescription();
    expect(screen.getByRole('textbox', { name: 'Monat' })).not.toHaveAttribute('aria-invalid');
  });

  it('keeps what is typed and hands the field to a ref (react-hook-form registers so)', async () => {
    let registered: HTMLInputElement | null = null;
    const { user } = renderUi(
      <TextInput label="Stadt" ref={(element) => void (registered = element)} rightSection="▾" />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Stadt' }), 'Berlin');
    expect(registered).toHaveValue('Berlin');
  });
});

describe('Textarea', () => {
  it('starts with its minimum lines and takes its label and hint', async () => {
    const { user } = renderUi(
      <Textarea label="Grund" description="Kurz" autosize minRows={3} maxLength={10} />,
    );
    const area = screen.getByRole('textbox', { name: 'Grund' });
    expect(area).toHaveAttribute('rows', '3');
    expect(area).toHaveAccessibleDescription('Kurz');
    await user.type(area, 'Zu viel Text hier');
    expect(area).toHaveValue('Zu viel Te');
  });
});
