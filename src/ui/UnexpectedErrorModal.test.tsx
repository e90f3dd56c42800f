// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from './renderUi.tsx';
import { UnexpectedErrorModal } from './UnexpectedErrorModal.tsx';
import { testText } from '../i18n/testing.ts';

describe('UnexpectedErrorModal', () => {
  it('shows an alert icon with the translated headline and text', async () => {
    renderUi(<UnexpectedErrorModal opened onClose={() => {}} />, { locale: 'en' });
    const dialog = await screen.findByRole('dialog', {
      name: testText('ui:unexpectedError.headline', { locale: 'en' }),
    });
    const heading = within(dialog).getByRole('heading', {
      name: testText('ui:unexpectedError.headline', { locale: 'en' }),
    });
    expect(heading.querySelector('svg')).not.toBeNull();
    expect(dialog).toHaveTextContent(testText('ui:unexpectedError.text', { locale: 'en' }));
  });

  it('is German by default and closes on Escape', async () => {
    const onClose = vi.fn();
    const { user } = renderUi(<UnexpectedErrorModal opened onClose={onClose} />);
    expect(
      await screen.findByRole('dialog', { name: 'Ein unerwarteter Fehler ist aufgetreten' }),
    ).toBeVisible();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });
});
