// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button.tsx';
import { useErrorModal } from './errorModalContext.tsx';
import { renderUi } from './renderUi.tsx';

function Triggers() {
  const { showError, showUnexpectedError } = useErrorModal();
  return (
    <>
      <Button onClick={() => showError('Die Zahlung wurde abgelehnt.')}>Fehler</Button>
      <Button onClick={showUnexpectedError}>Unerwartet</Button>
    </>
  );
}

describe('useErrorModal', () => {
  it('opens the generic error dialog with a text, and focus returns after Escape', async () => {
    const { user } = renderUi(<Triggers />);
    const trigger = screen.getByRole('button', { name: 'Fehler' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Etwas ist schiefgelaufen!' });
    expect(dialog).toHaveTextContent('Die Zahlung wurde abgelehnt.');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('opens the unexpected-error dialog', async () => {
    const { user } = renderUi(<Triggers />);
    await user.click(screen.getByRole('button', { name: 'Unerwartet' }));
    expect(
      await screen.findByRole('dialog', { name: 'Ein unerwarteter Fehler ist aufgetreten' }),
    ).toBeVisible();
  });

  it('needs MantineRoot above it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Triggers />)).toThrow(/MantineRoot/);
  });
});
