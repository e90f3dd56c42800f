// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorSummary } from './ErrorSummary.tsx';
import { renderUi } from './renderUi.tsx';

/** Resolves once a frame and a task after it have passed: the summary's focus is due then. */
const frameAndTask = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

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
    await frameAndTask();
    expect(screen.getByRole('alert').parentElement).toHaveFocus();
  });

  it('leaves the focus at the field when its link was followed before that paint', async () => {
    renderUi(<Form />);
    fireEvent.click(screen.getByRole('link', { name: 'Geben Sie Ihre IBAN an.' }));
    expect(screen.getByRole('textbox', { name: 'IBAN' })).toHaveFocus();
    await frameAndTask();
    expect(screen.getByRole('textbox', { name: 'IBAN' })).toHaveFocus();
  });
});
