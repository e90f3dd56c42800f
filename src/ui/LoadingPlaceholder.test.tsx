// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { LoadingPlaceholder, LoadingRegion } from './LoadingPlaceholder.tsx';
import { IslandRoot, renderUi } from './renderUi.tsx';
import { ROOT } from '../../scripts/paths.ts';

const bars = (root: ParentNode) => [
  ...root.querySelectorAll<HTMLElement>('.ui-loading-placeholder'),
];
const percent = (bar: HTMLElement) => Number.parseFloat(bar.style.width);

describe('LoadingPlaceholder', () => {
  it('is a 16 px bar between 80 % and 100 % wide, hidden from screen readers', () => {
    const { container } = renderUi(<LoadingPlaceholder />);
    const [bar] = bars(container);
    expect(bar).toHaveAttribute('aria-hidden', 'true');
    expect(bar?.style.height).toBe('16px');
    expect(percent(bar!)).toBeGreaterThanOrEqual(80);
    expect(percent(bar!)).toBeLessThanOrEqual(100);
  });

  it('takes its width range and height from props', () => {
    const { container } = renderUi(<LoadingPlaceholder minWidth={30} maxWidth={40} height={24} />);
    const [bar] = bars(container);
    expect(bar?.style.height).toBe('24px');
    expect(percent(bar!)).toBeGreaterThanOrEqual(30);
    expect(percent(bar!)).toBeLessThanOrEqual(40);
  });

  it('gives bars different widths, like text lines', () => {
    const { container } = renderUi(<LoadingRegion lines={6} />);
    expect(new Set(bars(container).map(percent)).size).toBeGreaterThan(1);
  });

  it('keeps the built width when the island hydrates', async () => {
    const tree = (
      <IslandRoot>
        <LoadingRegion lines={4} />
      </IslandRoot>
    );
    const host = document.createElement('div');
    host.innerHTML = renderToString(tree);
    document.body.append(host);
    const built = bars(host).map((bar) => bar.style.width);
    const consoleError = vi.spyOn(console, 'error');
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(host, tree, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    // React reports (and leaves unfixed) an attribute that differs from the built HTML.
    expect(consoleError).not.toHaveBeenCalled();
    expect(bars(host).map((bar) => bar.style.width)).toEqual(built);
    host.remove();
  });
});

describe('LoadingRegion', () => {
  it('announces loading once, in the page language', () => {
    const { container } = renderUi(<LoadingRegion lines={2} />, { locale: 'en' });
    expect(screen.getByRole('status')).toHaveTextContent('Content is loading.');
    expect(bars(container)).toHaveLength(2);
  });
});

describe('the pulse', () => {
  it('starts once a skeleton has stood for a second, in every rule that pulses', () => {
    const css = readFileSync(join(ROOT, 'src/ui/loading-placeholder.css'), 'utf8');
    const pulses = [...css.matchAll(/animation:\s*([^;]+);/g)]
      .map(([, value = '']) => value)
      .filter((value) => value.includes('ui-loading-pulse'));
    expect(pulses).toHaveLength(2);
    // The shorthand's second time is its delay.
    for (const value of pulses) expect(value.match(/\d+(\.\d+)?m?s\b/g)?.[1], value).toBe('1s');
  });
});
