import type { Page } from '@playwright/test';
import { OTP_BROWSER_COOKIE } from '../src/api/contract/auth.ts';
import { entryOf, storedEntries, type StorageKind } from '../src/flows/cookies/inventory.ts';
import { brands, brandUrl, expect, followFooterLink, test } from './fixtures.ts';
import { freshOffer } from './offerFlow.ts';
import { t } from './terminationFlow.ts';

/**
 * The cookie page (TDDDG § 25): a page per brand, linked in every footer, listing every
 * cookie and storage key the site sets itself — checked against what a visit through the
 * flows really leaves in the browser. axe, the phone look and German words on en/tr run in
 * a11y.spec.ts with the other static pages.
 */

const heading = t('de', 'cookies:screens.cookies.heading');

for (const brand of brands)
  test(`${brand.slug}: the footer leads to the cookie page, which lists what the site stores`, async ({
    page,
  }) => {
    await followFooterLink(page, brand.slug, t('de', 'cookies:footerLink'));
    await expect(page).toHaveURL(/\/cookies$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    const table = page.getByRole('table');
    const necessary = storedEntries.filter((entry) => !entry.consent);
    await expect(table.getByRole('row')).toHaveCount(necessary.length + 1);
    await expect(table.getByRole('rowheader', { name: 'i18n_redirected' })).toBeVisible();
    // What only a consent brings is named where the brand loads such a service.
    await expect(page.getByText(t('de', 'cookies:consent.categories.statistics'))).toHaveCount(
      brand.tagManager ? 1 : 0,
    );
    // The record of counted orders serves the statistics: named with them, not as necessary.
    await expect(table.getByRole('rowheader', { name: 'trackedOrders' })).toHaveCount(0);
    await expect(page.getByRole('listitem').filter({ hasText: 'trackedOrders' })).toHaveCount(
      brand.tagManager ? 1 : 0,
    );
  });

test('"Cookie-Einstellungen" opens the consent manager\'s settings, and says so when it did not load', async ({
  page,
}) => {
  // ALDI TALK loads a consent manager; no request leaves the machine, so here it never loads.
  await page.goto(brandUrl('aldi', '/cookies'));
  const settings = page.getByRole('button', { name: t('de', 'cookies:consent.settings') });
  await settings.click();
  const missing = page.getByRole('status').filter({ hasText: t('de', 'cookies:consent.missing') });
  await expect(missing).toBeVisible();
  await expect(missing).toBeFocused();

  // The manager there (its v3 API): the button opens its settings.
  await page.evaluate(() => {
    (window as unknown as Record<string, unknown>)['__ucCmp'] = {
      showSecondLayer: () => document.body.setAttribute('data-second-layer', 'open'),
    };
  });
  await settings.click();
  await expect(page.locator('body')).toHaveAttribute('data-second-layer', 'open');
  await expect(missing).toBeHidden();

  // A brand without a consent manager offers no such button.
  await page.goto(brandUrl('ayyildiz', '/cookies'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.getByRole('button', { name: t('de', 'cookies:consent.settings') })).toHaveCount(
    0,
  );
});

/** Every cookie and storage key the page holds now. */
async function storedNames(page: Page): Promise<[StorageKind, string][]> {
  const cookies = (await page.context().cookies()).map(
    (cookie) => ['cookie', cookie.name] as [StorageKind, string],
  );
  const storage = await page.evaluate(() => [
    ...Object.keys(localStorage).map((key) => ['localStorage', key]),
    ...Object.keys(sessionStorage).map((key) => ['sessionStorage', key]),
  ]);
  return [...cookies, ...(storage as [StorageKind, string][])];
}

test('a visit through the flows leaves nothing in the browser the cookie page does not list', async ({
  page,
}) => {
  // An offer with its steps, an otp offer's code step, a verification link, a termination
  // typed, another language.
  const seen = new Map<string, [StorageKind, string]>();
  const visit = async (path: string, slug = 'o2') => {
    await page.goto(brandUrl(slug, path));
    await page.getByRole('heading', { level: 1 }).waitFor();
    for (const name of await storedNames(page)) seen.set(name.join(' '), name);
  };
  await visit('/angebot/o2-offer-happy-0001');
  await page.getByRole('button', { name: t('de', 'offer:offer.continue') }).click();
  await page.waitForURL(/meine-daten$/);
  await page
    .getByLabel(t('de', 'personalData:email.label'), { exact: false })
    .first()
    .fill('a@example.de');
  await visit('/angebot/o2-offer-happy-0001/meine-daten');
  // A fresh copy has no code yet: on its login step the API sends one and marks this browser.
  await page.goto(brandUrl('o2', `/angebot/${await freshOffer('o2-offer-otp-0001')}`));
  await page.waitForURL(/\/login$/);
  const otpBrowser = async () =>
    (await page.context().cookies()).find((c) => c.name === OTP_BROWSER_COOKIE);
  await expect
    .poll(otpBrowser)
    .toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/' });
  for (const name of await storedNames(page)) seen.set(name.join(' '), name);
  await visit('/idv/o2-idv-main-0001');
  await visit('/kuendigung');
  await visit('/', 'ayyildiz');
  await page.getByRole('link', { name: t('de', 'common:languages.tr') }).click();
  await page.waitForURL(/\/tr\/?$/);
  await visit('/tr/', 'ayyildiz');

  const names = [...seen.values()];
  expect(names.length).toBeGreaterThan(3);
  expect(names.filter(([kind, name]) => !entryOf(kind, name))).toEqual([]);
});
