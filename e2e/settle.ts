import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Something on the page still works towards its screen: an island not hydrated yet, a flow
 * screen's first paint still waiting for its data, a loading region.
 */
export const UNSETTLED = 'astro-island[ssr], .flow-skeleton, .ui-loading-region';

/**
 * Flow screens may move on by themselves (an unknown token leads to the error page, a
 * step without a cart back to the offer), and only once their data or guards answered.
 * Settled: every island hydrated, no screen still loading (a screen about to leave keeps
 * its first paint until the browser goes), and the address the same on two looks in a
 * row. A look during a navigation, when the page has no document to ask, counts as busy.
 */
export async function settle(page: Page, where = page.url()) {
  let previous: string | undefined;
  await expect
    .poll(
      async () => {
        const now = await page
          .evaluate((unsettled) => document.querySelector(unsettled) === null, UNSETTLED)
          .then((idle) => (idle ? page.url() : undefined))
          .catch(() => undefined);
        const stable = now !== undefined && now === previous;
        previous = now;
        return stable;
      },
      { message: `${where} settles`, intervals: [100], timeout: 20_000 },
    )
    .toBe(true);
}
