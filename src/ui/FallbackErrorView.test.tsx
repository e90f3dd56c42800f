// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { goTo } from '../routing/navigate.ts';
import { FallbackErrorView } from './FallbackErrorView.tsx';
import { renderUi } from './renderUi.tsx';

vi.mock('../routing/navigate.ts', () => ({ goTo: vi.fn(() => Promise.resolve(true)) }));

beforeEach(() => {
  vi.mocked(goTo).mockClear();
});

describe('FallbackErrorView', () => {
  it('shows the status code in an alert and takes the focus to its heading', () => {
    renderUi(<FallbackErrorView status={503} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Fehlercode 503');
    expect(screen.getByRole('heading', { level: 2 })).toHaveFocus();
  });

  it('leaves the focus where it is when something else holds it', () => {
    renderUi(
      <>
        <input aria-label="Suche" autoFocus />
        <FallbackErrorView status={500} />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Suche' })).toHaveFocus();
  });

  it("'Fehler zurücksetzen' returns to the home page", async () => {
    const { user } = renderUi(<FallbackErrorView status={500} />);
    await user.click(screen.getByRole('button', { name: 'Fehler zurücksetzen' }));
    expect(goTo).toHaveBeenCalledWith('home', {});
  });

  it.each([
    ['en', 'Clear errors'],
    ['tr', 'Hataları temizle'],
  ] as const)('in %s it says %s', async (locale, name) => {
    const { user } = renderUi(<FallbackErrorView status={500} />, { locale });
    await user.click(screen.getByRole('button', { name }));
    expect(goTo).toHaveBeenCalledWith('home', {});
  });
});
