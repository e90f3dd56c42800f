import {
  cpSync,
  globSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DIST } from '../scripts/paths.ts';
import { currentBuildId, writeReleaseFiles } from '../scripts/release.ts';
import { startEdge } from '../scripts/edge.ts';
import { UPDATE_CHECK_INTERVAL_MS } from '../src/release/constants.ts';
import { brands, brandUrl, expect, test } from './fixtures.ts';
import { formReady, openForm } from './terminationFlow.ts';

const brand = brands[0]!;

/**
 * The next release of `build` as a tab sees it: the same files under a new build id, in its
 * pages and release files. What makes a build (its id unique, its release files) is
 * scripts/release.test.ts; a second build of the brand here took 18.7 s of the browser
 * run, its threads on both cores.
 */
function nextRelease(build: { distDir: string; buildId: string }, distDir: string) {
  const site = join(distDir, brand.slug);
  cpSync(join(build.distDir, brand.slug), site, { recursive: true });
  const buildId = currentBuildId({});
  for (const page of globSync('**/*.html', { cwd: site })) {
    const file = join(site, page);
    writeFileSync(file, readFileSync(file, 'utf8').replaceAll(build.buildId, buildId));
    // The edge prefers a page's compressed copies, which still name the old build.
    rmSync(`${file}.br`, { force: true });
    rmSync(`${file}.gz`, { force: true });
  }
  const meta = join(site, 'builds/meta', `${build.buildId}.json`);
  const { routes } = JSON.parse(readFileSync(meta, 'utf8')) as { routes: number };
  rmSync(join(site, 'builds'), { recursive: true });
  writeReleaseFiles(site, { buildId, brand: brand.slug, routes });
  return { buildId, distDir };
}

test('a release reaches an open tab: the served build swapped, the notice within one poll, the reload on the new build', async ({
  page,
}) => {
  const dir = mkdtempSync(join(tmpdir(), 'release-e2e-'));
  // The first release is the build under test; the second one is made from it here.
  const first = {
    distDir: DIST,
    buildId: (
      JSON.parse(readFileSync(join(DIST, brand.slug, 'builds/latest.json'), 'utf8')) as {
        buildId: string;
      }
    ).buildId,
  };
  const second = nextRelease(first, join(dir, 'second'));

  // What the edge serves is a link to one of the builds; swapping it is a release.
  const served = join(dir, 'served');
  mkdirSync(served);
  const serve = (build: { distDir: string }) => {
    symlinkSync(join(build.distDir, brand.slug), join(dir, 'next'));
    renameSync(join(dir, 'next'), join(served, brand.slug));
  };
  serve(first);
  const edge = await startEdge({
    port: 0,
    distDir: served,
    brands: [brand],
    apiUpstream: 'http://127.0.0.1:9',
    quiet: true,
  });
  try {
    const url = `http://${brand.slug}.localhost:${edge.port}/angebot`;
    const buildOfPage = () => page.locator('meta[name="build-id"]').getAttribute('content');
    const notice = page.getByRole('status').filter({ hasText: /Diese Seite wurde aktualisiert/ });
    await page.clock.install();
    const firstCheck = page.waitForResponse('**/builds/latest.json');
    await page.goto(url);
    await page.clock.runFor(1_500);
    expect(await (await firstCheck).json()).toMatchObject({ buildId: first.buildId });
    expect(await buildOfPage()).toBe(first.buildId);
    await expect(notice).toBeHidden();

    serve(second);
    const nextCheck = page.waitForResponse('**/builds/latest.json');
    await page.clock.runFor(UPDATE_CHECK_INTERVAL_MS);
    expect(await (await nextCheck).json()).toMatchObject({ buildId: second.buildId });
    await expect(notice).toBeVisible();
    // What the new release is, from its manifest: when it was built, in German time.
    await expect(notice).toContainText(/Stand: \d{1,2}\. \p{L}+ \d{4} um \d{2}:\d{2} Uhr\./u);

    const reload = page.waitForEvent('load');
    await notice.getByRole('button', { name: 'Jetzt neu laden' }).click();
    await reload;
    expect(await buildOfPage()).toBe(second.buildId);
    await expect(notice).toBeHidden();
  } finally {
    await edge.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

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
  const notice = page.getByRole('status').filter({ hasText: /Diese Seite wurde aktualisiert/ });
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
  // A jump from the error summary to its field: the page stops with the field's label below
  // the notice (two rows on a phone), not under it.
  await page.setViewportSize({ width: 390, height: 400 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Angebot öffnen' }).click();
  await page.getByRole('alert').getByRole('link').first().click();
  await expect(page.getByRole('textbox', { name: /^Angebotscode/ })).toBeFocused();
  expect(await page.evaluate(() => window.scrollY), 'the jump scrolled').toBeGreaterThan(0);
  const label = await page.locator('label[for="offer-code"]').boundingBox();
  const noticeBox = await notice.boundingBox();
  expect(label?.y).toBeGreaterThanOrEqual((noticeBox?.y ?? 0) + (noticeBox?.height ?? Infinity));
  const reload = page.waitForEvent('load');
  await notice.getByRole('button', { name: 'Jetzt neu laden' }).click();
  await reload;
});

test('polling errors stay silent', async ({ page }) => {
  await page.route('**/builds/latest.json', (route) => route.abort('connectionrefused'));
  const failed = page.waitForEvent('requestfailed', (r) => r.url().includes('/builds/latest.json'));
  await page.goto(brandUrl(brand.slug, '/'));
  await failed;
  await expect(
    page.getByRole('status').filter({ hasText: /Diese Seite wurde aktualisiert/ }),
  ).toBeHidden();
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
