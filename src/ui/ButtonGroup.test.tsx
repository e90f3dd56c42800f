// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './Button.tsx';
import { ButtonGroup } from './ButtonGroup.tsx';
import { renderUi } from './renderUi.tsx';

describe('ButtonGroup', () => {
  it('holds its buttons in order, aligned to the start by default', () => {
    const { container } = renderUi(
      <ButtonGroup>
        <Button>Zurück</Button>
        <Button>Weiter</Button>
      </ButtonGroup>,
    );
    const group = container.querySelector('.ui-button-group');
    expect(group).toHaveAttribute('data-align', 'start');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Zurück', 'Weiter']);
  });

  it.each(['center', 'end', 'space-between'] as const)('can be aligned %s', (align) => {
    const { container } = renderUi(
      <ButtonGroup align={align}>
        <Button>Weiter</Button>
      </ButtonGroup>,
    );
    expect(container.querySelector('.ui-button-group')).toHaveAttribute('data-align', align);
  });
});
