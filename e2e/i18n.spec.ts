import { brands, brandUrl, expect, sampleToken, test } from './fixtures.ts';

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
    // And back to German, on the same path.
    const germanLink = page.getByRole('link', { name: 'Deutsch' });
    await expect(germanLink).toHaveAttribute('href', path);
    await germanLink.click();
    await expect(page).toHaveURL(new RegExp(`[^/]${escape(path)}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });
}

if (monolingual) {
  test(`${monolingual.slug}: a German-only brand offers no language switcher`, async ({ page }) => {
    await page.goto(brandUrl(monolingual.slug, '/'));
    await expect(page.getByRole('navigation', { name: 'Sprache wählen' })).toHaveCount(0);
  });
}
