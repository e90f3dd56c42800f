// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorModal } from './ErrorModal.tsx';
import { renderUi } from './renderUi.tsx';

describe('ErrorModal', () => {
  it("shows 'Etwas ist schiefgelaufen!' with the error text", async () => {
    renderUi(<ErrorModal opened onClose={() => {}} text="Verbindung unterbrochen." />);
    const dialog = await screen.findByRole('dialog', { name: 'Etwas ist schiefgelaufen!' });
    expect(dialog).toHaveTextContent('Verbindung unterbrochen.');
  });

  it.each([
    ['en', 'Something went wrong!'],
    ['tr', 'Bir şeyler ters gitti!'],
  ] as const)('has the %s heading %s', async (locale, heading) => {
    renderUi(<ErrorModal opened onClose={() => {}} text="x" />, { locale });
    expect(await screen.findByRole('heading', { name: heading })).toBeVisible();
  });

  it('shows markup in the text as text, never as HTML', async () => {
    renderUi(<ErrorModal opened onClose={() => {}} text={'<img src=x onerror="alert(1)">'} />);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('img')).toBeNull();
    expect(dialog).toHaveTextContent('<img src=x onerror="alert(1)">');
  });

  it('closes with the close button, OK and Escape', async () => {
    const onClose = vi.fn();
    const { user } = renderUi(<ErrorModal opened onClose={onClose} text="x" />);
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Schließen' }));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('renders nothing while closed', () => {
    renderUi(<ErrorModal opened={false} onClose={() => {}} text="x" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
