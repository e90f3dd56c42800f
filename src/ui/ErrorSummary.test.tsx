// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { afterNextPaint } from './afterNextPaint.ts';
import { ErrorSummary } from './ErrorSummary.tsx';
import { renderUi } from './renderUi.tsx';

/** Resolves after the summary's own wait for the paint: its focus is due then. */
const painted = () => new Promise<void>((resolve) => afterNextPaint(resolve));

function Form() {
  return (
    <>
      <ErrorSummary
        entries={[{ target: 'iban', message: 'Geben Sie Ihre IBAN an.' }]}
        focusSignal={1}
      />
      <label htmlFor="iban">IBAN</label>
      <input id="iban" />
    </>
  );
}

describe('ErrorSummary', () => {
  it('takes the focus after the paint that shows it', async () => {
    renderUi(<Form />);
    expect(screen.getByRole('alert').parentElement).not.toHaveFocus();
    await painted();
    expect(screen.getByRole('alert').parentElement).toHaveFocus();
  });

  it('leaves the focus at the field when its link was followed before that paint', async () => {
    renderUi(<Form />);
    fireEvent.click(screen.getByRole('link', { name: 'Geben Sie Ihre IBAN an.' }));
    expect(screen.getByRole('textbox', { name: 'IBAN' })).toHaveFocus();
    await painted();
    expect(screen.getByRole('textbox', { name: 'IBAN' })).toHaveFocus();
  });
});
