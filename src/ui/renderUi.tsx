import './jsdomShims.ts';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { vi } from 'vitest';
import { TextProvider } from '../i18n/react.tsx';
import { testTexts } from '../i18n/testing.ts';
import type { Locale } from '../routes.ts';
import { MantineRoot } from './MantineRoot.tsx';

/** Test helpers: not shipped, only imported by *.test.tsx. */

export interface RenderOptions {
  locale?: Locale;
  slug?: string;
}

/** The island root around `children`: texts, theme, error dialogs. */
export function IslandRoot({
  locale = 'de',
  slug,
  children,
}: RenderOptions & { children: ReactNode }) {
  return (
    <TextProvider locale={locale} texts={testTexts(locale, slug)}>
      <MantineRoot>{children}</MantineRoot>
    </TextProvider>
  );
}

/**
 * Renders `ui` inside the island root (also after `rerender`) with the real texts of a
 * brand, with a user-event session; on fake timers, its pauses between keys move them on.
 */
export function renderUi(ui: ReactElement, options: RenderOptions = {}) {
  const user = userEvent.setup(
    vi.isFakeTimers() ? { advanceTimers: vi.advanceTimersByTime.bind(vi) } : {},
  );
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IslandRoot {...options}>{children}</IslandRoot>
  );
  return { user, ...render(ui, { wrapper }) };
}
