// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button.tsx';
import { renderUi } from './renderUi.tsx';
import { BUTTON_ICON_SIZE } from './sizes.ts';

/** A button in `state` whose clicks are counted. */
function renderCounted(label: string, state: { loading?: true; disabled?: true } = {}) {
  const onClick = vi.fn();
  const { user } = renderUi(
    <Button {...state} onClick={onClick}>
      {label}
    </Button>,
  );
  return { user, onClick };
}

describe('Button', () => {
  it('is a plain button that reports clicks', async () => {
    const { user, onClick } = renderCounted('Speichern');
    const button = screen.getByRole('button', { name: 'Speichern' });
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('while loading shows a spinner, announces it and ignores clicks and Enter', async () => {
    const { user, onClick } = renderCounted('Speichern', { loading: true });
    const button = screen.getByRole('button', { name: /Speichern.*Wird geladen/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('.ui-spinner')).toBeInTheDocument();
    await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps keyboard focus and its label in the layout when loading starts', async () => {
    const { user, rerender } = renderUi(<Button>Speichern</Button>);
    await user.tab();
    const button = screen.getByRole('button', { name: 'Speichern' });
    expect(button).toHaveFocus();
    expect(button).not.toHaveAttribute('aria-busy');
    rerender(<Button loading>Speichern</Button>);
    // The label stays (only transparent), which is what holds the width.
    expect(button).toHaveTextContent('Speichern');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeEnabled();
    expect(button).toHaveFocus();
  });

  it('does not submit its form twice while loading', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const { user } = renderUi(
      <form onSubmit={(e) => onSubmit(e.nativeEvent as SubmitEvent)}>
        <Button type="submit" loading>
          Absenden
        </Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: /Absenden/ }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('can be disabled', async () => {
    const { user, onClick } = renderCounted('Weiter', { disabled: true });
    const button = screen.getByRole('button', { name: 'Weiter' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('icon-only takes its accessible name from the label and hides the icon', () => {
    renderUi(<Button iconOnly icon="info" label="Mehr Informationen" />);
    const button = screen.getByRole('button', { name: 'Mehr Informationen' });
    expect(button).toHaveTextContent('');
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(button).toHaveAttribute('data-icon-only');
  });

  it('draws an optional icon at the button icon size', () => {
    renderUi(<Button icon="info">Details</Button>);
    const icon = screen.getByRole('button', { name: 'Details' }).querySelector('svg');
    expect(icon).toHaveAttribute('width', String(BUTTON_ICON_SIZE));
  });
});
