import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The focused checkbox or radio button, ticked with Space as a keyboard user does. */
export async function tickFocused(page: Page, control: Locator): Promise<void> {
  await expect(control).toBeFocused();
  await page.keyboard.press('Space');
  await expect(control).toBeChecked();
}
