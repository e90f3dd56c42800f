import '../ui/jsdomShims.ts';
import { render, screen, waitFor, type ByRoleMatcher } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { expect } from 'vitest';
import type { Locale } from '../routes.ts';
import { testText, testTexts } from '../i18n/testing.ts';
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

/**
 * The GOV.UK error pattern as a customer meets it: the field marked invalid and described
 * by the message, and the error summary above the form linking the same message to it.
 * `target`: the element the summary leads to, when not the field (the day of a date).
 */
export async function expectFieldError(
  field: HTMLElement,
  message: string,
  target: HTMLElement = field,
) {
  await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(message)));
  if (field instanceof HTMLInputElement) expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('link', { name: message })).toHaveAttribute('href', `#${target.id}`);
}

/**
 * A screen's view of a load that failed, as the customer meets it: its headline
 * (`<texts>.headline`) shown, then its button (`<texts>.retry`) pressed to load again.
 */
export async function retryFailedLoad(user: UserEvent, texts: string) {
  expect(await screen.findByRole('heading', { name: testText(`${texts}.headline`) })).toBeVisible();
  await user.click(screen.getByRole('button', { name: testText(`${texts}.retry`) }));
}

/** The value beside a term of a fact list; the term may carry its info button. */
export const factValue = (term: string) =>
  screen.getByText(term, { selector: 'dt, dt *' }).closest('dt')?.nextElementSibling?.textContent;

/** How long a test waits for a view whose code loads on first use: seconds on a busy machine. */
export const VIEW_LOADED = { timeout: 10_000 };

/** The element of `role` named by the text `key`, once the screen's view has loaded. */
export const findInView = (role: ByRoleMatcher, key: string) =>
  screen.findByRole(role, { name: testText(key) }, VIEW_LOADED);
