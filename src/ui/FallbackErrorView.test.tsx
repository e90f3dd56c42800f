// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FallbackErrorView } from './FallbackErrorView.tsx';
import { navigateTo } from './navigate.ts';
import { renderUi } from './renderUi.tsx';

vi.mock('./navigate.ts', () => ({ navigateTo: vi.fn() }));

beforeEach(() => {
  vi.mocked(navigateTo).mockClear();
});

describe('FallbackErrorView', () => {
  it('shows the status code and an alert', () => {
    renderUi(<FallbackErrorView status={503} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Fehlercode 503');
    expect(screen.getByRole('heading', { level: 2 })).toBeTruthy();
  });

  it("'Fehler zurücksetzen' returns to the German home page", async () => {
    const { user } = renderUi(<FallbackErrorView status={500} />);
    await user.click(screen.getByRole('button', { name: 'Fehler zurücksetzen' }));
    expect(navigateTo).toHaveBeenCalledWith('/');
  });

  it.each([
    ['en', 'Clear errors', '/en/'],
    ['tr', 'Hataları temizle', '/tr/'],
  ] as const)('in %s it says %s and returns to %s', async (locale, name, home) => {
    const { user } = renderUi(<FallbackErrorView status={500} />, { locale });
    await user.click(screen.getByRole('button', { name }));
    expect(navigateTo).toHaveBeenCalledWith(home);
  });
});
