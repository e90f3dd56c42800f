// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from './renderUi.tsx';
import { TileLink } from './TileLink.tsx';

describe('TileLink', () => {
  it('is one link over the whole tile, named by title and description', () => {
    renderUi(<TileLink href="/kuendigung" title="Kündigen" description="In wenigen Schritten" />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '/kuendigung');
    expect(links[0]?.textContent).toBe('KündigenIn wenigen Schritten');
    expect(links[0]?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('works without a description', async () => {
    const { user } = renderUi(<TileLink href="/angebot" title="Angebot ansehen" />);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Angebot ansehen' })).toHaveFocus();
  });
});
