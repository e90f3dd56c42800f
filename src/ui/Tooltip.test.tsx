// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './Button.tsx';
import { TOOLTIP_DEFAULTS } from './defaults.ts';
import { IslandRoot, renderUi } from './renderUi.tsx';
import { Tooltip } from './Tooltip.tsx';

const text = 'Wird monatlich im Voraus berechnet.';
const tree = (
  <Tooltip label={text}>
    <Button iconOnly icon="info" label="Grundgebühr" />
  </Tooltip>
);
const renderTooltip = () => renderUi(tree);

const trigger = () => screen.getByRole('button', { name: 'Grundgebühr' });
// Hidden while not shown: the role query finds it only when it is on screen.
const findTooltip = () => screen.findByRole('tooltip');
const queryTooltip = () => screen.queryByRole('tooltip');

describe('Tooltip', () => {
  it('has the defaults of SPEC §9', () => {
    expect(TOOLTIP_DEFAULTS).toEqual({ showDelay: 200, distance: 5, disposeTimeout: 150 });
  });

  it('describes its trigger from the start, in the static HTML too, before it shows', () => {
    const html = renderToString(<IslandRoot>{tree}</IslandRoot>);
    const describedBy = /aria-describedby="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`id="${describedBy}"`);
    renderTooltip();
    expect(queryTooltip()).toBeNull();
    expect(trigger()).toHaveAccessibleDescription(text);
  });

  it('shows on keyboard focus and describes its trigger', async () => {
    const { user } = renderTooltip();
    await user.tab();
    expect(trigger()).toHaveFocus();
    const tooltip = await findTooltip();
    expect(tooltip.textContent).toBe(text);
    expect(trigger()).toHaveAttribute('aria-describedby', tooltip.id);
  });

  it('goes away on Escape with the focus kept, and comes back on Enter or Space', async () => {
    const { user } = renderTooltip();
    await user.tab();
    await findTooltip();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(queryTooltip()).toBeNull());
    expect(trigger()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(queryTooltip()).not.toBeNull();
    await user.keyboard('{Enter}');
    expect(queryTooltip()).toBeNull();
    await user.keyboard(' ');
    expect(queryTooltip()).not.toBeNull();
  });

  it('shows on a click at once and keeps it after the pointer leaves, until clicked again', async () => {
    const { user } = renderTooltip();
    await user.click(trigger());
    expect(queryTooltip()).not.toBeNull();
    await user.unhover(trigger());
    await new Promise((resolve) => setTimeout(resolve, TOOLTIP_DEFAULTS.disposeTimeout + 50));
    expect(queryTooltip()).not.toBeNull();
    await user.click(trigger());
    expect(queryTooltip()).toBeNull();
  });

  it('shows on hover only after the show delay, and goes after the dispose timeout', async () => {
    const { user } = renderTooltip();
    await user.hover(trigger());
    expect(queryTooltip()).toBeNull();
    const shownAfter = performance.now();
    await findTooltip();
    expect(performance.now() - shownAfter).toBeGreaterThanOrEqual(TOOLTIP_DEFAULTS.showDelay - 20);
    await user.unhover(trigger());
    expect(queryTooltip()).not.toBeNull();
    await waitFor(() => expect(queryTooltip()).toBeNull());
  });
});
