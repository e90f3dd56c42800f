import './use-case-text.css';
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { Locale } from '../routes.ts';
import type { TextKey } from './keys.ts';
import { $useCase } from '../stores/useCase.ts';
import { createTranslate, useCaseVariants, type PageTexts, type Translate } from './translate.ts';

interface PageTextsContext {
  locale: Locale;
  texts: PageTexts;
}

const Texts = createContext<PageTextsContext | null>(null);

export interface TextProviderProps {
  locale: Locale;
  /** The texts, or their JSON as a page hands them to its island (islandPages.ts). */
  texts: PageTexts | string;
  children: ReactNode;
}

/** The page's texts for an island: given by its page at build time (no download). */
export function TextProvider({ locale, texts, children }: TextProviderProps) {
  const value = useMemo(
    () => ({ locale, texts: typeof texts === 'string' ? (JSON.parse(texts) as PageTexts) : texts }),
    [locale, texts],
  );
  return <Texts.Provider value={value}>{children}</Texts.Provider>;
}

function usePageTexts(): PageTextsContext {
  const value = useContext(Texts);
  if (!value) throw new Error('Texts are used outside a TextProvider');
  return value;
}

const standard = () => 'Standard' as const;

/**
 * The stored use case. While React hydrates the build's HTML it reads as Standard, as the
 * build rendered it; right after, the stored one.
 */
const useUseCase = () => useSyncExternalStore($useCase.listen, $useCase.get, standard);

export type UseText = Translate;

/**
 * A key without a text in the island's texts: the page handed it only the keys its code
 * names (src/i18n/textUse.ts), so one built in a way that reading the code cannot find shows
 * as its key. The build fails on one in the first paint; in the browser it is an error on
 * the console, which fails the browser tests (e2e/fixtures.ts).
 */
function missingText(key: string): void {
  const message = `Missing text "${key}": the island was not given it (src/i18n/textUse.ts)`;
  if (typeof window === 'undefined') throw new Error(message);
  console.error(message);
}

/** `const t = useText(); t('ui:button.loading')`, with the stored use case's variants. */
export function useText(): UseText {
  const { locale, texts } = usePageTexts();
  const useCase = useUseCase();
  return useMemo(
    () => createTranslate(texts, locale, useCase, missingText),
    [texts, locale, useCase],
  );
}

/** The page locale inside an island. */
export function useLocale(): Locale {
  return usePageTexts().locale;
}

/** `const { t, locale } = useTexts();` for an island that writes texts and formats dates or numbers. */
export function useTexts(): { t: UseText; locale: Locale } {
  return { t: useText(), locale: useLocale() };
}

/**
 * A text with use-case variants as the page's first paint shows it: every variant is in
 * the HTML and CSS shows the one the stored use case names (layout.css), so a Novum
 * customer never sees the standard text first. Texts without variants render as they are.
 */
export function UseCaseText({ k }: { k: TextKey }) {
  const { texts } = usePageTexts();
  const variants = useCaseVariants(texts, k);
  if (variants.length === 1) return <>{variants[0]?.text}</>;
  return (
    <>
      {variants.map(({ useCase, text }) => (
        <span key={useCase ?? ''} data-text-use-case={useCase ?? 'default'}>
          {text}
        </span>
      ))}
    </>
  );
}
