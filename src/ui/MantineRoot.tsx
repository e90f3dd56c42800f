import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './theme.css';
import './fields.css';
import type { ReactNode } from 'react';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { ErrorModalProvider } from './errorModalContext.tsx';

/**
 * The root of every React island below its texts: the brand's look, the error dialogs and
 * an error boundary. The look is Mantine's stylesheets' base (its CSS variables, which the
 * site's own stylesheets use too, mapped onto the brand tokens by theme.css) and
 * fields.css, which styles every form field by Mantine's static class names
 * (`mantine-TextInput-input` …). Mantine's JavaScript is not here: the fields are the
 * site's own (TextInput.tsx, Radio.tsx, Checkbox.tsx) and Mantine's components bring
 * their context with them (MantineScope.tsx) when they load.
 */
export function MantineRoot({ children }: { children: ReactNode }) {
  return (
    <ErrorModalProvider>
      <ErrorBoundary>{children}</ErrorBoundary>
    </ErrorModalProvider>
  );
}
