// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button.tsx';
import { renderUi } from './renderUi.tsx';
import { BUTTON_ICON_SIZE } from './sizes.ts';

describe('Button', () => {
  it('is a plain button that reports clicks', async () => {
    const onClick = vi.fn();
    const { user } = renderUi(<Button onClick={onClick}>Speichern</Button>);
    const button = screen.getByRole('button', { name: 'Speichern' });
    expect(button.getAttribute('type')).toBe('button');
    await user.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('while loading shows a spinner, announces it and ignores clicks and Enter', async () => {
    const onClick = vi.fn();
    const { user } = renderUi(
      <Button loading onClick={onClick}>
        Speichern
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Speichern.*Wird geladen/ });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('.ui-button__spinner')).not.toBeNull();
    await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps keyboard focus and its label in the layout when loading starts', async () => {
    const { user, rerender } = renderUi(<Button>Speichern</Button>);
    await user.tab();
    const button = screen.getByRole('button', { name: 'Speichern' });
    expect(document.activeElement).toBe(button);
    expect(button.querySelector('.ui-button__spinner')).toBeNull();
    rerender(<Button loading>Speichern</Button>);
    // The label stays (only transparent), which is what holds the width.
    expect(button.textContent).toContain('Speichern');
    expect(document.activeElement).toBe(button);
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
    const onClick = vi.fn();
    const { user } = renderUi(
      <Button disabled onClick={onClick}>
        Weiter
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Weiter' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('icon-only takes its accessible name from the label and hides the icon', () => {
    renderUi(<Button iconOnly icon="info" label="Mehr Informationen" />);
    const button = screen.getByRole('button', { name: 'Mehr Informationen' });
    const icon = button.querySelector('svg');
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
    expect(button.hasAttribute('data-icon-only')).toBe(true);
  });

  it('draws an optional icon at the button icon size', () => {
    renderUi(<Button icon="info">Details</Button>);
    const icon = screen.getByRole('button', { name: 'Details' }).querySelector('svg');
    expect(icon?.getAttribute('width')).toBe(String(BUTTON_ICON_SIZE));
  });

  it('has block (full width), inline (text-like) and secondary variants', () => {
    renderUi(
      <>
        <Button block>Bestellen</Button>
        <Button inline>Hilfe</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Bestellen' }).hasAttribute('data-block')).toBe(true);
    const inline = screen.getByRole('button', { name: 'Hilfe' });
    expect(inline.hasAttribute('data-inline')).toBe(true);
    expect(inline.getAttribute('data-variant')).toBe('transparent');
  });
});
