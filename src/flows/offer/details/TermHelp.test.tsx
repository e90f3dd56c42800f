// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TermHelp } from './TermHelp.tsx';
import { renderDetails } from './testing.tsx';

const help = 'So lange läuft Ihr Vertrag mindestens.';
// jsdom has no layout, so floating-ui may hide the tooltip with display: none.
const tooltip = () => screen.queryByRole('tooltip', { hidden: true });

describe('TermHelp', () => {
  it('explains the term in a tooltip when its info button gets keyboard focus', async () => {
    const { user } = renderDetails(<TermHelp term="Mindestvertragslaufzeit" help={help} />);
    expect(screen.getByText('Mindestvertragslaufzeit')).toBeVisible();
    expect(tooltip()).toBeNull();
    await user.tab();
    const button = screen.getByRole('button', {
      name: 'Was bedeutet „Mindestvertragslaufzeit“?',
    });
    expect(button).toHaveFocus();
    const shown = await screen.findByRole('tooltip', { hidden: true });
    expect(shown.textContent).toBe(help);
    expect(button).toHaveAttribute('aria-describedby', shown.id);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(tooltip()).toBeNull());
  });
});
