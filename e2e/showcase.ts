import type { Locator, Page } from '@playwright/test';
import { brandUrl, expect } from './fixtures.ts';

/** The components page (`/__components`, built with TEST_COMPONENTS=1), hydrated. */
export async function openShowcase(page: Page, slug = 'aldi') {
  await page.goto(brandUrl(slug, '/__components'));
  // Astro drops `ssr` from an island once React has hydrated it.
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

/** Presses Tab until `target` has focus, as a keyboard user would. */
export async function tabTo(page: Page, target: Locator, maxPresses = 200) {
  for (let i = 0; i < maxPresses; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}
