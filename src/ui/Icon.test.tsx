// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from './Icon.tsx';
import { ICON_SIZE } from './sizes.ts';

describe('Icon', () => {
  it('is decorative and 16 px by default', () => {
    const { container } = render(<Icon name="info" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('width', String(ICON_SIZE));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('with a label is an image with that name', () => {
    render(<Icon name="alert" size={24} label="Warnung" />);
    const img = screen.getByRole('img', { name: 'Warnung' });
    expect(img).toHaveAttribute('height', '24');
  });
});
