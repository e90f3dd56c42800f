import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { Locale } from '../routes.ts';
import { createI18n, translate } from './i18next.ts';
import type { Resources, TextContext } from './lookup.ts';

const TextContextCtx = createContext<TextContext>({});

export interface I18nProviderProps {
  locale: Locale;
  resources: Resources;
  /** Brand slug and use case select text variants (SPEC §9 lookup order). */
  context?: TextContext;
  children: ReactNode;
}

export function I18nProvider({ locale, resources, context = {}, children }: I18nProviderProps) {
  const i18n = useMemo(() => createI18n(locale, resources), [locale, resources]);
  return (
    <I18nextProvider i18n={i18n}>
      <TextContextCtx.Provider value={context}>{children}</TextContextCtx.Provider>
    </I18nextProvider>
  );
}

export type UseText = (key: string, values?: Record<string, unknown>) => string;

/** `const t = useText(); t('ui:button.loading')` with the brand/use-case lookup order. */
export function useText(): UseText {
  const { i18n } = useTranslation();
  const context = useContext(TextContextCtx);
  return (key, values) => translate(i18n, key, context, values);
}

/** The page locale inside an island. */
export function useLocale(): Locale {
  return useTranslation().i18n.language as Locale;
}
