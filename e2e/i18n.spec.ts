import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST } from '../scripts/paths.ts';
import { shellFile } from '../src/shells.ts';
import { brands, brandUrl, expect, onCdn, sampleToken, test } from './fixtures.ts';
import { germanWordsOn } from './terminationFlow.ts';

const escape = (text: string) => text.replace(/[?.]/g, '\\$&');

const bilingual = brands.filter((b) => b.availableLanguages.length > 1);
const monolingual = brands.find((b) => b.availableLanguages.length === 1);

for (const brand of bilingual) {
  const other = brand.availableLanguages.find((l) => l !== 'de')!;
  test(`${brand.slug}: switching to ${other} keeps the path and sets the locale cookie @smoke`, async ({
    page,
    context,
  }) => {
    // A token page that stays put (flow steps may move on to other steps), with a query.
    const path = `/angebot/${sampleToken}/fehler?code=OfferExpired`;
    await page.goto(brandUrl(brand.slug, path));
    const switcher = page.getByRole('navigation', { name: 'Sprache wählen' });
    await expect(switcher.getByRole('link')).toHaveCount(brand.availableLanguages.length);
    const otherLink = switcher.getByRole('link', { name: other === 'en' ? 'English' : 'Türkçe' });
    // The page runtime points the links at the token path once the page has loaded.
    await expect(otherLink).toHaveAttribute('href', `/${other}${path}`);
    await otherLink.click();
    await expect(page).toHaveURL(new RegExp(`/${other}${escape(path)}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie?.value).toBe(other);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
    // The next visit through a link without a language opens in the stored one, before any
    // German page paints: the edge and nginx redirect (302) before it is sent; on a CDN,
    // whose rules cannot read a cookie, the German page (200) replaces itself from its head.
    const navigations: { url: string; status: number }[] = [];
    page.on('response', (r) => {
      if (r.request().isNavigationRequest()) navigations.push({ url: r.url(), status: r.status() });
    });
    await page.goto(brandUrl(brand.slug, path));
    await expect(page).toHaveURL(new RegExp(`/${other}${escape(path)}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    expect(navigations).toEqual([
      { url: brandUrl(brand.slug, path), status: onCdn ? 200 : 302 },
      { url: brandUrl(brand.slug, `/${other}${path}`), status: 200 },
    ]);
    page.removeAllListeners('response');
    // And back to German, on the same path.
    const germanLink = page.getByRole('link', { name: 'Deutsch' });
    await expect(germanLink).toHaveAttribute('href', path);
    await germanLink.click();
    // The German page itself: had the page loaded before the choice was stored, the edge
    // would have sent it back to the other language by the old cookie.
    await expect(page).toHaveURL(brandUrl(brand.slug, path));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    // German is stored now: the unprefixed link stays German after a reload.
    await page.reload();
    await expect(page).toHaveURL(brandUrl(brand.slug, path));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });
}

test('where the host cannot redirect by the cookie, the German page hands over before it paints', async ({
  page,
  context,
}) => {
  // A static host without cookie rules (Cloudflare Pages): the German page itself is sent.
  const brand = bilingual.find((b) => b.availableLanguages.includes('en'))!;
  const path = '/kuendigung';
  const german = readFileSync(join(DIST, brand.slug, shellFile(path)), 'utf8');
  let sent = 0;
  await page.route(brandUrl(brand.slug, path), (route) => {
    sent += 1;
    return route.fulfill({ status: 200, contentType: 'text/html', body: german });
  });
  await context.addCookies([
    { name: 'i18n_redirected', value: 'en', url: brandUrl(brand.slug, '/') },
  ]);
  // Every frame and the parsed state a German document reaches, with whether it showed.
  await page.addInitScript(() => {
    const record = (when: string) => {
      if (document.documentElement.lang !== 'de') return;
      const seen = JSON.parse(sessionStorage.getItem('germanFrames') ?? '[]') as string[];
      seen.push(`${when} ${getComputedStyle(document.documentElement).visibility}`);
      sessionStorage.setItem('germanFrames', JSON.stringify(seen));
    };
    requestAnimationFrame(() => record('frame'));
    document.addEventListener('DOMContentLoaded', () => record('ready'));
  });
  await page.goto(brandUrl(brand.slug, path));
  await expect(page).toHaveURL(/\/en\/kuendigung$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(sent).toBe(1);
  const frames = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('germanFrames') ?? '[]') as string[],
  );
  expect(frames.filter((f) => !f.endsWith('hidden'))).toEqual([]);
  // The German page replaced itself: Back does not lead to it.
  expect(await page.evaluate(() => history.length)).toBe(2);
});

test('a language a brand does not offer opens its German page, without a language switcher', async ({
  page,
}) => {
  const german = monolingual!;
  const response = await page.goto(brandUrl(german.slug, `/tr/kuendigung?x=1`));
  expect(response?.request().redirectedFrom()?.url()).toMatch(/\/tr\/kuendigung\?x=1$/);
  await expect(page).toHaveURL(/[^/]\/kuendigung\?x=1$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sprache wählen' })).toHaveCount(0);
});

if (monolingual) {
  test(`${monolingual.slug}: a German-only brand offers no language switcher`, async ({ page }) => {
    await page.goto(brandUrl(monolingual.slug, '/'));
    await expect(page.getByRole('navigation', { name: 'Sprache wählen' })).toHaveCount(0);
  });
}

test('a Turkish offer page names its products in Turkish, tariff features and price labels included', async ({
  page,
}) => {
  await page.goto(brandUrl('ayyildiz', '/tr/angebot/ayyildiz-offer-happy-0001'));
  await expect(page.getByText('Türkiye Paketi 1.000 Dakika').first()).toBeVisible();
  await expect(page.getByText(/Türkei-Paket/)).toHaveCount(0);
  // The tariff's features, folded away at first, are checked too.
  expect(await germanWordsOn(page)).toEqual([]);
});
