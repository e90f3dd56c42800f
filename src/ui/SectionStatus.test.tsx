// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './Button.tsx';
import { renderUi } from './renderUi.tsx';
import { SectionStatus } from './SectionStatus.tsx';

describe('SectionStatus', () => {
  it('is an error by default: an alert with a named icon, headline, text and buttons', () => {
    renderUi(
      <SectionStatus
        headline="Zahlung fehlgeschlagen"
        text="Bitte versuchen Sie es erneut."
        buttons={<Button>Erneut versuchen</Button>}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('img', { name: 'Fehler' })).toBeVisible();
    expect(
      within(alert).getByRole('heading', { level: 2, name: 'Zahlung fehlgeschlagen' }),
    ).toBeVisible();
    expect(alert).toHaveTextContent('Bitte versuchen Sie es erneut.');
    expect(within(alert).getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  });

  it.each([
    ['warning', 'Warning'],
    ['success', 'Success'],
    ['info', 'Note'],
  ] as const)('type %s is a polite status with its own icon', (type, iconName) => {
    renderUi(<SectionStatus type={type} headline="Gespeichert" />, { locale: 'en' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const status = screen.getByRole('status');
    expect(within(status).getByRole('img', { name: iconName })).toBeVisible();
    expect(status).toHaveAttribute('data-type', type);
  });

  it('leaves out what it is not given', () => {
    renderUi(<SectionStatus type="info" text="Nur ein Hinweis." />);
    const status = screen.getByRole('status');
    expect(within(status).queryByRole('heading')).not.toBeInTheDocument();
    expect(within(status).queryByRole('button')).not.toBeInTheDocument();
    expect(status.textContent).toBe('Nur ein Hinweis.');
  });
});
