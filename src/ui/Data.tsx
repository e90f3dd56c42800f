import type { ReactNode } from 'react';

/**
 * A value as the API gives it, e.g. a product or tariff name: shown as is on pages of every
 * language and marked as not for translation (translation tools and the browser tests that
 * look for untranslated interface words leave it alone).
 */
export function Data({ children }: { children: ReactNode }) {
  return <span translate="no">{children}</span>;
}
