// @vitest-environment jsdom
import './jsdomShims.ts';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { resolve } from 'node:path';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import de from '../../locales/de/datepicker.json';
import { reaches } from '../flows/staticImports.ts';
import { I18nProvider } from '../i18n/react.tsx';
import { LazyDatePicker } from './LazyDatePicker.tsx';

const here = (file: string) => resolve(import.meta.dirname, file);
const isPicker = (_: string, file: string) => file.endsWith('/ui/DatePicker.tsx');

describe('LazyDatePicker', () => {
  it('keeps the picker out of the static imports of whoever uses it', () => {
    expect(reaches(here('LazyDatePicker.tsx'), isPicker)).toBe(false);
    expect(reaches(here('showcase/ComponentsShowcase.tsx'), isPicker)).toBe(false);
  });

  it('leaves only its stand-in in the built HTML', () => {
    const html = renderToString(
      <MantineProvider env="test">
        <I18nProvider locale="de" resources={{ de: { datepicker: de } }}>
          <LazyDatePicker label="Kündigungsdatum" />
        </I18nProvider>
      </MantineProvider>,
    );
    expect(html).toContain('ui-loading-placeholder');
    expect(html).not.toContain('Kündigungsdatum');
    expect(html).not.toContain('<template');
  });

  it('shows the picker once its code has loaded', async () => {
    render(
      <MantineProvider env="test">
        <I18nProvider locale="de" resources={{ de: { datepicker: de } }}>
          <LazyDatePicker label="Kündigungsdatum" />
        </I18nProvider>
      </MantineProvider>,
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    const field = await screen.findByRole(
      'textbox',
      { name: 'Kündigungsdatum' },
      { timeout: 5000 },
    );
    expect(field.getAttribute('autocomplete')).toBe('off');
  });
});
