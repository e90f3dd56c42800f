import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './theme.css';
import './fields.css';
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { ErrorModalProvider } from './errorModalContext.tsx';
import { theme } from './theme.ts';

/**
 * The root of every React island below its texts: brand theme, the error dialogs and an
 * error boundary. Mantine injects no <style> element (the CSP allows none without a hash):
 * its CSS variables and classes come from the static stylesheets imported above and by
 * each component, coloured per brand by theme.css. Its static class names
 * (`mantine-TextInput-input` …) are the hooks fields.css styles every form field by.
 */
export function MantineRoot({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      forceColorScheme="light"
      withCssVariables={false}
      withGlobalClasses={false}
    >
      <ErrorModalProvider>
        <ErrorBoundary>{children}</ErrorBoundary>
      </ErrorModalProvider>
    </MantineProvider>
  );
}
