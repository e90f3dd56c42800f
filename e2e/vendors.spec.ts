import { vendors } from '../src/analytics/vendors.ts';
import { brands, brandUrl, expect, test } from './fixtures.ts';
import { freshOffer, openProtectedOffer } from './offerFlow.ts';
import { scenario, t } from './terminationFlow.ts';

/** The hosts the vendor scripts come from, answered here by a script that notes what it saw. */
const VENDOR_SCRIPTS =
  /^https:\/\/(web\.cmp\.usercentrics\.eu|www\.googletagmanager\.com|cdn\.kameleoon\.io)\//;
const RECORD_WHAT_IT_SEES = `(window.__vendors ??= []).push({
  host: new URL(document.currentScript.src).host,
  href: location.href,
  storage: JSON.stringify([Object.entries(sessionStorage), Object.entries(localStorage)]),
});`;

interface Seen {
  host: string;
  href: string;
  storage: string;
}

const withAll = brands.find((b) => b.tagManager && b.consentManagerId)!;
const without = brands.find((b) => !b.tagManager && !b.consentManagerId && !b.personalisationId)!;

test('the consent manager loads from brand config; the tag manager only after consent', async ({
  page,
}) => {
  await page.goto(brandUrl(withAll.slug, '/'));
  const consent = page.locator(`script[src="${vendors.consentManager.scriptUrl()}"]`);
  await expect(consent).toHaveAttribute('data-settings-id', withAll.consentManagerId!);
  const tagManager = page.locator('script[src*="googletagmanager.com/gtm.js"]');
  await expect(tagManager).toHaveCount(0);
  await page.evaluate(() =>
    window.dispatchEvent(new CustomEvent('consent:granted', { detail: { tagManager: true } })),
  );
  await expect(tagManager).toHaveCount(1);
  await expect(tagManager).toHaveAttribute(
    'src',
    new RegExp(`id=${withAll.tagManager!.id}&l=dataLayer`),
  );
  expect(
    await page.evaluate(() => Array.isArray((window as { dataLayer?: unknown }).dataLayer)),
  ).toBe(true);
});

test('a brand without ids loads no third-party script', async ({ page }) => {
  await page.goto(brandUrl(without.slug, '/kuendigung'));
  await page.evaluate(() =>
    window.dispatchEvent(new CustomEvent('consent:granted', { detail: { tagManager: true } })),
  );
  const external = await page.locator('script[src^="http"]').count();
  expect(external).toBe(0);
});

test('on a termination link no third-party script runs before consent, and none sees the link', async ({
  page,
}) => {
  const link = await scenario('termination-prefilled-o2');
  const data = new URL(link.path ?? '', 'http://x').searchParams.get('data') ?? '';
  expect(data.length).toBeGreaterThan(20);
  await page.route(VENDOR_SCRIPTS, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: RECORD_WHAT_IT_SEES }),
  );
  await page.goto(brandUrl('o2', link.path ?? ''));
  const facts = page.getByRole('region', { name: t('de', 'termination:sections.prefilled') });
  await expect(facts.getByRole('definition').first()).toBeVisible();
  await expect(page).toHaveURL(/\/selfcarekuendigung$/);
  const seen = () =>
    page.evaluate(() => (window as unknown as { __vendors?: Seen[] }).__vendors ?? []);
  const storage = await page.evaluate(() =>
    JSON.stringify([Object.entries(sessionStorage), Object.entries(localStorage)]),
  );
  expect(storage).not.toContain(data);

  // Before consent: only the consent manager, which asks for it.
  await expect
    .poll(async () => (await seen()).map((v) => v.host))
    .toEqual(['web.cmp.usercentrics.eu']);
  await page.evaluate(() =>
    window.dispatchEvent(
      new CustomEvent('consent:granted', { detail: { tagManager: true, personalisation: true } }),
    ),
  );
  await expect
    .poll(async () => (await seen()).map((v) => v.host).sort())
    .toEqual(['cdn.kameleoon.io', 'web.cmp.usercentrics.eu', 'www.googletagmanager.com']);
  for (const vendor of await seen()) {
    expect(vendor.href, vendor.host).not.toContain(data);
    expect(vendor.storage, vendor.host).not.toContain(data);
  }
});

test("on the brand login's return no third-party script is added while its code is in the address, and the tag manager on the offer's path only after consent", async ({
  page,
}) => {
  const visit = { slug: 'o2', token: await freshOffer('o2-offer-login-0001') };
  // Each vendor script as the page adds it, with the address at that moment, over every
  // page load of the run.
  const added: { host: string; href: string }[] = [];
  await page.exposeFunction('__vendorAdded', (host: string, href: string) =>
    added.push({ host, href }),
  );
  await page.addInitScript((hosts: string) => {
    const vendor = new RegExp(hosts);
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.addedNodes)
          if (node instanceof HTMLScriptElement && vendor.test(node.src))
            void (
              window as unknown as { __vendorAdded: (host: string, href: string) => Promise<void> }
            ).__vendorAdded(new URL(node.src).host, location.href);
    }).observe(document, { childList: true, subtree: true });
  }, VENDOR_SCRIPTS.source);
  await page.route(VENDOR_SCRIPTS, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  );

  const addresses: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) addresses.push(frame.url());
  });

  await openProtectedOffer(page, visit);
  await page.getByRole('link', { name: 'Mit O2 anmelden' }).click();
  await page.getByRole('button').first().click();
  await expect(page).toHaveURL(new RegExp(`/angebot/${visit.token}$`));
  await expect(page.getByRole('button', { name: 'Weiter' })).toBeVisible();
  expect(
    addresses.some((url) => /\/login\?code=./.test(url)),
    'returned with a code',
  ).toBe(true);

  // Before consent: only the consent manager, never while the code was in the address.
  await expect.poll(() => added.length).toBeGreaterThan(0);
  expect(new Set(added.map((a) => a.host))).toEqual(new Set(['web.cmp.usercentrics.eu']));
  await page.evaluate(() =>
    window.dispatchEvent(new CustomEvent('consent:granted', { detail: { tagManager: true } })),
  );
  await expect
    .poll(() => added.find((a) => a.host === 'www.googletagmanager.com')?.href)
    .toMatch(new RegExp(`/angebot/${visit.token}$`));
  for (const { host, href } of added) expect(new URL(href).search, host).toBe('');
});
