// @vitest-environment jsdom
import './jsdomShims.ts';
import { render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LazyDatePicker } from './LazyDatePicker.tsx';
import { PickerRoot } from './datepicker/testing.tsx';

const source = (file: string) => readFileSync(resolve(import.meta.dirname, file), 'utf8');
/** An import of the picker's code (not only of its types) with the importing module. */
const loadsPickerWithIt = /^import (?!type )[^;]*from '(\.\.?\/)+(ui\/)?DatePicker\.tsx';/m;

const picker = (
  <PickerRoot>
    <LazyDatePicker label="Kündigungsdatum" />
  </PickerRoot>
);

describe('LazyDatePicker', () => {
  it('loads the picker on demand, and so do the screens that use it', () => {
    expect(source('LazyDatePicker.tsx')).toContain("import('./DatePicker.tsx')");
    for (const file of ['LazyDatePicker.tsx', 'showcase/DatePickerShowcase.tsx'])
      expect(source(file), file).not.toMatch(loadsPickerWithIt);
  });

  it('leaves only its stand-in in the built HTML', () => {
    const html = renderToString(picker);
    expect(html).toContain('ui-loading-placeholder');
    expect(html).not.toContain('Kündigungsdatum');
    expect(html).not.toContain('<template');
  });

  it('shows the picker once its code has loaded', async () => {
    render(picker);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    const field = await screen.findByRole(
      'textbox',
      { name: 'Kündigungsdatum' },
      { timeout: 5000 },
    );
    expect(field).toHaveAttribute('autocomplete', 'off');
  });
});
