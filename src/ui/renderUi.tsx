import './jsdomShims.ts';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import deUi from '../../locales/de/ui.json';
import enUi from '../../locales/en/ui.json';
import trUi from '../../locales/tr/ui.json';
import type { Locale } from '../routes.ts';
import { MantineRoot } from './MantineRoot.tsx';

/** The real ui texts of all three locales, as an island receives them. */
export const uiResources = { de: { ui: deUi }, en: { ui: enUi }, tr: { ui: trUi } };

/**
 * Test helper: renders `ui` inside the island root (also after `rerender`), with a
 * user-event session.
 */
export function renderUi(ui: ReactElement, { locale = 'de' }: { locale?: Locale } = {}) {
  const user = userEvent.setup();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MantineRoot locale={locale} resources={uiResources} context={{ slug: 'aldi' }}>
      {children}
    </MantineRoot>
  );
  return { user, ...render(ui, { wrapper }) };
}
