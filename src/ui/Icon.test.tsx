// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from './Icon.tsx';
import { ICON_SIZE } from './sizes.ts';

describe('Icon', () => {
  it('is decorative and 16 px by default', () => {
    const { container } = render(<Icon name="info" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('width')).toBe(String(ICON_SIZE));
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('with a label is an image with that name', () => {
    render(<Icon name="alert" size={24} label="Warnung" />);
    const img = screen.getByRole('img', { name: 'Warnung' });
    expect(img.getAttribute('height')).toBe('24');
  });
});
