// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './Checkbox.tsx';
import { renderUi } from './renderUi.tsx';

describe('Checkbox', () => {
  it('is a box named by its label, described by its hint and message, ticked by its label', async () => {
    const { user } = renderUi(
      <Checkbox
        id="terms"
        label="Ich akzeptiere die AGB"
        description="Sie finden sie oben."
        error="Bitte bestätigen Sie die AGB."
        required
        aria-invalid
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'Ich akzeptiere die AGB' });
    expect(box).toBeRequired();
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('Sie finden sie oben. Bitte bestätigen Sie die AGB.');
    await user.click(screen.getByText('Ich akzeptiere die AGB'));
    expect(box).toBeChecked();
  });

  it('says nothing more than its label while it is fine and optional', () => {
    renderUi(<Checkbox id="early" label="Früher beginnen" />);
    const box = screen.getByRole('checkbox', { name: 'Früher beginnen' });
    expect(box).not.toBeRequired();
    expect(box).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText('*')).not.toBeInTheDocument();
  });
});
