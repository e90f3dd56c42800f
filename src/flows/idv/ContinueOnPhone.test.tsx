// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../ui/renderUi.tsx';
import { ContinueOnPhone } from './ContinueOnPhone.tsx';

const link = 'https://angebot.o2.example/idv/o2-idv-main-0001';

describe('continuing the verification on a phone', () => {
  it('shows the link as a QR code when asked, and copies it', async () => {
    const { user } = renderUi(<ContinueOnPhone link={link} />);
    // After user-event's set-up, which puts its own clipboard in place.
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    expect(screen.getByRole('textbox', { name: 'Link zu dieser Seite' })).toHaveValue(link);
    expect(screen.queryByRole('img')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'QR-Code zeigen' }));
    const code = await screen.findByRole('img', { name: 'QR-Code mit dem Link zu dieser Seite' });
    const svg = decodeURIComponent(code.getAttribute('src')?.split(',')[1] ?? '');
    expect(svg).toMatch(/^<svg[^>]*>.*<\/svg>$/s);
    expect(screen.queryByRole('button', { name: 'QR-Code zeigen' })).toBeNull();
    // Its button gone, the focus is on the code rather than lost to the page.
    expect(code).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Link kopieren' }));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(await screen.findByText('Der Link ist kopiert.')).toBeVisible();
  });

  it('says how to copy by hand where the browser refuses', async () => {
    const { user } = renderUi(<ContinueOnPhone link={link} />, { locale: 'en' });
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
      configurable: true,
    });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(
      await screen.findByText('Copying did not work. Select the link above and copy it yourself.'),
    ).toBeVisible();
  });
});
