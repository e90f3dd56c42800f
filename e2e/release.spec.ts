import { brands, brandUrl, expect, test } from './fixtures.ts';
import { formReady, openForm } from './terminationFlow.ts';

const brand = brands[0]!;

test('a new release shows a polite notice that stays in view and reloads into it', async ({
  page,
}) => {
  let latest = 'same';
  await page.route('**/builds/latest.json', async (route) => {
    const own = await page.locator('meta[name="build-id"]').getAttribute('content');
    await route.fulfill({
      json: { buildId: latest === 'same' ? own : latest, builtAt: new Date().toISOString() },
    });
  });
  // The first check runs about a second after load and finds the same build; the wait for
  // it starts before the page, so a slow test runner cannot miss it.
  const firstCheck = page.waitForRequest('**/builds/latest.json');
  await page.goto(brandUrl(brand.slug, '/angebot'));
  const notice = page.getByRole('status').filter({ hasText: /neue Version/ });
  await firstCheck;
  await expect(notice).toBeHidden();

  latest = 'a-newer-build';
  await page.clock.install();
  await page.reload();
  await page.clock.runFor(1_500);
  await expect(notice).toBeVisible();
  // It stays in view when the page scrolls, also on a phone where the page is long.
  await page.setViewportSize({ width: 320, height: 240 });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expect(notice).toBeInViewport({ ratio: 1 });
  const reload = page.waitForEvent('load');
  await notice.getByRole('button', { name: 'Jetzt neu laden' }).click();
  await reload;
});

test('polling errors stay silent', async ({ page }) => {
  await page.route('**/builds/latest.json', (route) => route.abort('connectionrefused'));
  const failed = page.waitForEvent('requestfailed', (r) => r.url().includes('/builds/latest.json'));
  await page.goto(brandUrl(brand.slug, '/'));
  await failed;
  await expect(page.getByRole('status').filter({ hasText: /neue Version/ })).toBeHidden();
});

test('a page part gone with a new release reloads the page into the release', async ({ page }) => {
  await openForm(page, brand.slug);
  // The release replaced the page's files: any not loaded yet answers 404, until the guard
  // has asked for the one that failed (the reload then loads the release's files).
  let gone = true;
  const asked: string[] = [];
  await page.route('**/_astro/**', (route) => {
    if (!gone) return route.continue();
    if (route.request().method() === 'HEAD') {
      asked.push(route.request().url());
      gone = false;
    }
    return route.fulfill({ status: 404 });
  });
  const reloaded = page.waitForEvent('load');
  // Starting on the form fetches what its submit needs: a file of the old release.
  await page.getByRole('radio', { name: /^Mobilfunkvertrag/ }).check();
  await reloaded;
  expect(asked).toEqual([expect.stringMatching(/\/_astro\/[\w-]+\.js$/)]);
  await formReady(page);
});
