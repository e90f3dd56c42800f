import { brandUrl } from '../e2e/fixtures.ts';
import type { Problem } from './site.ts';
import { expect, takeProblems, test } from './fixtures.ts';

/** Throws from a task of the page's own, as a broken island would. */
const throwLater = (message: string) =>
  setTimeout(() => {
    throw new Error(message);
  });

test('the test hook reports an uncaught error of the page, so such a test fails', async ({
  tab,
}) => {
  await tab.goto(brandUrl('aldi', '/'));
  await tab.run(throwLater, 'engines hook check');
  const seen: Problem[] = [];
  await expect
    .poll(async () => {
      seen.push(...(await takeProblems()));
      return seen.map((p) => p.kind === 'error' && p.message.includes('engines hook check'));
    })
    .toContain(true);
});
