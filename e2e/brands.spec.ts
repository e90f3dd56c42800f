import { BRAND_COOKIE } from '../src/brand/resolve.ts';
import { brands, brandUrl, expect, neutralOrigin, test } from './fixtures.ts';
import { edgeGet } from './edgeRequest.ts';

const all = brands;

test.describe('each brand looks like itself', () => {
  for (const brand of all) {
    test(`${brand.slug}: title, favicon and theme @smoke`, async ({ page }) => {
      await page.goto(brandUrl(brand.slug, '/'));
      await expect(page).toHaveTitle(new RegExp(`\\| ${brand.nameForTitle}$`));
      await expect(page.locator('meta[name="brand"]')).toHaveAttribute('content', brand.slug);
      const logo = page.getByRole('banner').getByRole('img');
      await expect(logo).toHaveAccessibleName(new RegExp(brand.name));
      await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /.+/);
    });
  }

  test('brands differ in favicon and theme colour', async ({ page }) => {
    const seen = new Map<string, string>();
    for (const brand of all) {
      await page.goto(brandUrl(brand.slug, '/'));
      const favicon = await page.locator('link[rel="icon"]').getAttribute('href');
      const colour = await page
        .locator('.site-footer')
        .evaluate((el) => getComputedStyle(el).backgroundColor);
      const key = `${favicon}|${colour}`;
      expect(seen.has(key), `${brand.slug} looks like ${seen.get(key)}`).toBe(false);
      seen.set(key, brand.slug);
    }
  });
});

test.describe('brand resolution at the edge: host → ?brand= → stored → first', () => {
  const first = all[0]!;
  const other = all.find((b) => b.slug !== first.slug)!;
  const third = all.find((b) => b.slug !== first.slug && b.slug !== other.slug)!;
  const brandOf = (html: string) => /<meta name="brand" content="([^"]+)"/.exec(html)?.[1];

  test('the host name picks the brand, whatever the query or cookie say', async () => {
    const res = await edgeGet(`${other.slug}.localhost`, `/?brand=${third.slug}`, {
      cookie: `${BRAND_COOKIE}=${first.slug}`,
    });
    expect(brandOf(res.body)).toBe(other.slug);
  });

  test('on a neutral host the brand query parameter picks it and is stored in a cookie', async ({
    page,
  }) => {
    await page.goto(`${neutralOrigin}/?brand=${other.slug}`);
    await expect(page.locator('meta[name="brand"]')).toHaveAttribute('content', other.slug);
    const cookies = await page.context().cookies(neutralOrigin);
    expect(cookies.find((c) => c.name === BRAND_COOKIE)?.value).toBe(other.slug);
    // The stored value now picks the brand without the parameter.
    await page.goto(`${neutralOrigin}/angebot`);
    await expect(page.locator('meta[name="brand"]')).toHaveAttribute('content', other.slug);
  });

  test('a stored brand cookie picks the brand on a neutral host', async () => {
    const res = await edgeGet('127.0.0.1', '/', { cookie: `${BRAND_COOKIE}=${third.slug}` });
    expect(brandOf(res.body)).toBe(third.slug);
  });

  test('with nothing else the first brand of the list serves', async () => {
    const res = await edgeGet('127.0.0.1', '/');
    expect(res.status).toBe(200);
    expect(brandOf(res.body)).toBe(first.slug);
  });
});
