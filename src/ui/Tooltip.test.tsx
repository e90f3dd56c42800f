// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './Button.tsx';
import { TOOLTIP_DEFAULTS } from './defaults.ts';
import { renderUi } from './renderUi.tsx';
import { Tooltip } from './Tooltip.tsx';

function renderTooltip() {
  return renderUi(
    <Tooltip label="Wird monatlich im Voraus berechnet.">
      <Button iconOnly icon="info" label="Grundgebühr" />
    </Tooltip>,
  );
}

const trigger = () => screen.getByRole('button', { name: 'Grundgebühr' });
// jsdom has no layout, so floating-ui soon reports the trigger as out of view and hides
// the tooltip with display: none; the queries look past that.
const findTooltip = () => screen.findByRole('tooltip', { hidden: true });
const queryTooltip = () => screen.queryByRole('tooltip', { hidden: true });

describe('Tooltip', () => {
  it('has the defaults of SPEC §9', () => {
    expect(TOOLTIP_DEFAULTS).toEqual({ showDelay: 200, distance: 5, disposeTimeout: 150 });
  });

  it('shows on keyboard focus and describes its trigger', async () => {
    const { user } = renderTooltip();
    await user.tab();
    expect(trigger()).toHaveFocus();
    const tooltip = await findTooltip();
    expect(tooltip.textContent).toBe('Wird monatlich im Voraus berechnet.');
    expect(trigger()).toHaveAttribute('aria-describedby', tooltip.id);
  });

  it('goes away on Escape', async () => {
    const { user } = renderTooltip();
    await user.tab();
    await findTooltip();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(queryTooltip()).toBeNull());
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
