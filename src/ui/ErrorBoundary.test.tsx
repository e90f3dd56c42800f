// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { renderUi } from './renderUi.tsx';

function Failing({ error }: { error: unknown }): never {
  throw error;
}

describe('ErrorBoundary', () => {
  it('shows its children while nothing fails', () => {
    renderUi(
      <ErrorBoundary>
        <p>Angebot</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('Angebot')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('replaces a crashed part with the fallback view and its status', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderUi(
      <>
        <p>Kopfzeile</p>
        <ErrorBoundary>
          <Failing error={Object.assign(new Error('Service Unavailable'), { status: 503 })} />
        </ErrorBoundary>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Fehlercode 503');
    expect(screen.getByText('Kopfzeile')).toBeVisible();
  });

  it('says 500 when the error has no status', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderUi(
      <ErrorBoundary>
        <Failing error={new Error('boom')} />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Fehlercode 500');
  });

  it('brings keyboard focus to the message when the focused control crashed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function CrashButton() {
      const [crashed, setCrashed] = useState(false);
      if (crashed) throw new Error('boom');
      return <Button onClick={() => setCrashed(true)}>Absenden</Button>;
    }
    const { user } = renderUi(
      <ErrorBoundary>
        <CrashButton />
      </ErrorBoundary>,
    );
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { level: 2 })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Fehler zurücksetzen' })).toHaveFocus();
  });
});
