// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TermHelp } from './TermHelp.tsx';
import { renderDetails } from './testing.tsx';

const help = 'So lange läuft Ihr Vertrag mindestens.';
// Hidden while not shown: the role query finds it only when it is on screen.
const tooltip = () => screen.queryByRole('tooltip');

describe('TermHelp', () => {
  it('explains the term to a screen reader at focus and on screen on focus, Enter or Space', async () => {
    const { user } = renderDetails(<TermHelp term="Mindestvertragslaufzeit" help={help} />);
    expect(screen.getByText('Mindestvertragslaufzeit')).toBeVisible();
    expect(tooltip()).toBeNull();
    await user.tab();
    const button = screen.getByRole('button', {
      name: 'Was bedeutet „Mindestvertragslaufzeit“?',
    });
    expect(button).toHaveFocus();
    // Said with the button's name as the focus arrives, not once the bubble shows.
    expect(button).toHaveAccessibleDescription(help);
    const shown = await screen.findByRole('tooltip');
    expect(shown.textContent).toBe(help);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(tooltip()).toBeNull());
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(tooltip()).toHaveTextContent(help);
  });
});
