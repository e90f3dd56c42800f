// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from './renderUi.tsx';
import { Spinner } from './Spinner.tsx';

describe('Spinner', () => {
  it('without a label is hidden from screen readers', () => {
    const { container } = renderUi(<Spinner />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it('with a label is a status that says what is loading', () => {
    renderUi(<Spinner size="large" label="Angebot wird geladen" />);
    expect(screen.getByRole('status').textContent).toBe('Angebot wird geladen');
  });

  it.each([
    ['small', '1rem'],
    ['medium', '1.5rem'],
    ['large', '4rem'],
  ] as const)('%s is %s', (size, rem) => {
    const { container } = renderUi(<Spinner size={size} />);
    const loader = container.querySelector<HTMLElement>('[aria-hidden="true"]');
    expect(loader?.style.getPropertyValue('--loader-size')).toContain(rem);
  });
});
