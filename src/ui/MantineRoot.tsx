import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './theme.css';
import './fields.css';
import type { ContextType, ReactNode } from 'react';
import { MantineContext, MantineThemeProvider } from '@mantine/core';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { ErrorModalProvider } from './errorModalContext.tsx';
import { theme } from './theme.ts';

/**
 * What MantineProvider puts in its context for this site: always light (the page's
 * `<html>` says so, `data-mantine-color-scheme`), Mantine's static class names, no style
 * element of its own.
 */
const mantineContext: NonNullable<ContextType<typeof MantineContext>> = {
  colorScheme: 'light',
  setColorScheme: () => {},
  clearColorScheme: () => {},
  getRootElement: () => document.documentElement,
  classNamesPrefix: 'mantine',
  cssVariablesSelector: ':root',
  withStaticClasses: true,
};

/**
 * The root of every React island below its texts: brand theme, the error dialogs and an
 * error boundary. Mantine injects no <style> element (the CSP allows none without a hash):
 * its CSS variables and classes come from the static stylesheets imported above and by
 * each component, coloured per brand by theme.css. Its static class names
 * (`mantine-TextInput-input` …) are the hooks fields.css styles every form field by.
 *
 * MantineProvider itself is not used: with a fixed colour scheme and its CSS variables and
 * global classes off, all it adds to its context and theme is code to compute those
 * variables and to keep a colour scheme in localStorage, about 3 KB gzip on every island.
 */
export function MantineRoot({ children }: { children: ReactNode }) {
  return (
    <MantineContext value={mantineContext}>
      <MantineThemeProvider theme={theme}>
        <ErrorModalProvider>
          <ErrorBoundary>{children}</ErrorBoundary>
        </ErrorModalProvider>
      </MantineThemeProvider>
    </MantineContext>
  );
}
