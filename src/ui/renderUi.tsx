import './jsdomShims.ts';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { join } from 'node:path';
import type { ReactElement, ReactNode } from 'react';
import { namespacesOf } from '../i18n/namespaces.ts';
import { pageTexts } from '../i18n/pageTexts.ts';
import { TextProvider } from '../i18n/react.tsx';
import { loadAllLocales } from '../i18n/resources.ts';
import type { PageTexts } from '../i18n/translate.ts';
import type { Locale } from '../routes.ts';
import { MantineRoot } from './MantineRoot.tsx';

/** Test helpers: not shipped, only imported by *.test.tsx. */

const BRANDS_DIR = join(import.meta.dirname, '../../brands');
const cache = new Map<string, PageTexts>();

/** Every text of a brand in a locale, as a page of that brand would carry them. */
export function testTexts(locale: Locale = 'de', slug = 'aldi'): PageTexts {
  const id = `${slug}|${locale}`;
  let texts = cache.get(id);
  if (!texts) {
    const resources = loadAllLocales({ slug, dir: join(BRANDS_DIR, slug) });
    texts = pageTexts(resources, locale, slug, namespacesOf(resources));
    cache.set(id, texts);
  }
  return texts;
}

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
 * brand, with a user-event session.
 */
export function renderUi(ui: ReactElement, options: RenderOptions = {}) {
  const user = userEvent.setup();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IslandRoot {...options}>{children}</IslandRoot>
  );
  return { user, ...render(ui, { wrapper }) };
}
