import '../ui/jsdomShims.ts';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import type { Locale } from '../routes.ts';
import { testTexts } from '../i18n/testing.ts';
import type { ScreenProps } from './flowScreen.tsx';

/** Test helpers of the flow screens: not shipped, only imported by *.test.tsx. */

/**
 * Opens a screen's island at `path` as its page would: the page locale and the brand's
 * texts, then the island loads its data and view as in the browser.
 */
export function renderScreen(
  Screen: ComponentType<ScreenProps>,
  { path, locale = 'de', slug }: { path: string; locale?: Locale; slug?: string },
) {
  window.history.replaceState(null, '', path);
  const user = userEvent.setup();
  return { user, ...render(<Screen locale={locale} texts={testTexts(locale, slug)} />) };
}
