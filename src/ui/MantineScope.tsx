import { use, type ContextType, type ReactNode } from 'react';
import { MantineContext, MantineThemeProvider } from '@mantine/core';
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
 * Mantine's context and the site's theme, around each of Mantine's own components (the
 * dialogs, the date picker, the nationality list): they all load on demand, so the code of
 * the context and theme does too, never before a page's first interaction. Mantine injects
 * no <style> element (the CSP allows none without a hash): its CSS variables and classes
 * come from static stylesheets (MantineRoot.tsx, each component's own), coloured per brand
 * by theme.css.
 *
 * MantineProvider itself is not used: with a fixed colour scheme and its CSS variables and
 * global classes off, all it adds to its context and theme is code to compute those
 * variables and to keep a colour scheme in localStorage, about 3 KB gzip.
 */
export function MantineScope({ children }: { children: ReactNode }) {
  // Inside a MantineProvider (the unit tests', with its test environment) that one holds.
  if (use(MantineContext)) return children;
  return (
    <MantineContext value={mantineContext}>
      <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
    </MantineContext>
  );
}
