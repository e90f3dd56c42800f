// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FallbackErrorView } from './FallbackErrorView.tsx';
import { renderUi } from './renderUi.tsx';

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

  it.each([
    ['de', 'Fehler zurücksetzen', '/'],
    ['en', 'Clear errors', '/en/'],
    ['tr', 'Hataları temizle', '/tr/'],
  ] as const)("in %s '%s' leads to the home page in that language", (locale, name, home) => {
    renderUi(<FallbackErrorView status={500} />, { locale });
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', home);
  });
});
