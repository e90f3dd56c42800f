import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './theme.css';
import './fields.css';
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { I18nProvider, type I18nProviderProps } from '../i18n/react.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { ErrorModalProvider } from './errorModalContext.tsx';
import { theme } from './theme.ts';

export interface MantineRootProps extends Omit<I18nProviderProps, 'children'> {
  children: ReactNode;
}

/**
 * The root of every React island: brand theme, texts, the error dialogs and an error
 * boundary. Mantine injects no <style> element (the CSP allows none without a hash):
 * its CSS variables and classes come from the static stylesheets imported above and by
 * each component, coloured per brand by theme.css. Its static class names
 * (`mantine-TextInput-input` …) are the hooks fields.css styles every form field by.
 */
export function MantineRoot({ children, ...i18n }: MantineRootProps) {
  return (
    <MantineProvider
      theme={theme}
      forceColorScheme="light"
      withCssVariables={false}
      withGlobalClasses={false}
    >
      <I18nProvider {...i18n}>
        <ErrorModalProvider>
          <ErrorBoundary>{children}</ErrorBoundary>
        </ErrorModalProvider>
      </I18nProvider>
    </MantineProvider>
  );
}
