import { test as base, expect, type Page } from '@playwright/test';
import { loadBrands } from '../src/brand/registry.ts';

export { expect };

const port = Number(process.env['PORT'] ?? 4321);

/** Brands under test: all, or the one `npm run smoke -- --brand <slug>` asked for. */
export const brands = loadBrands().filter(
  (b) => !process.env['SMOKE_BRAND'] || b.slug === process.env['SMOKE_BRAND'],
);

/** A URL on a brand's host: the local edge (`<slug>.localhost`) or the deployed `BASE_URL`. */
export function brandUrl(slug: string, path: string): string {
  const base = process.env['BASE_URL'];
  if (base) return new URL(path, base).toString();
  return `http://${slug}.localhost:${port}${path}`;
}

/** A brand's home page, then its footer's link of that name, as a visitor finds a static page. */
export async function followFooterLink(page: Page, slug: string, name: string): Promise<void> {
  await page.goto(brandUrl(slug, '/'));
  await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
}

/**
 * The sandbox behind the site under test (its scenario list, copies of seeded cases, its
 * API called directly): `SANDBOX_URL` (`npm run smoke` sets it), else the local one.
 */
export const sandboxOrigin =
  process.env['SANDBOX_URL'] ?? `http://127.0.0.1:${process.env['SANDBOX_PORT'] ?? 4322}`;

/**
 * A test that opens many pages gets a time limit from the work it does, not the default
 * 30 s for a few: this much for each page, enough for a machine twice as slow as a busy
 * 2-core one running two browsers, the edge and the sandbox.
 */
export const PAGE_BUDGET_MS = 4_000;
export const allowPages = (count: number) => test.setTimeout(30_000 + count * PAGE_BUDGET_MS);

/**
 * `npm run smoke` serves the site in Cloudflare Pages or Netlify (`SMOKE_RUNTIME`), whose
 * `_redirects` can test neither a token nor a cookie: the page does that itself (README,
 * "Deploying a brand"), where the edge and nginx answer with a 404 or a 302.
 */
export const onCdn = ['cloudflare-pages', 'netlify'].includes(process.env['SMOKE_RUNTIME'] ?? '');

/** A bare host that selects no brand by name, for resolution tests. */
export const neutralOrigin = `http://127.0.0.1:${port}`;

/** A token that satisfies the route rule (22 chars of base64url = 128 bits). */
export const sampleToken = 'Q2hhbmdlTWUxMjM0NTY3OA';

export const test = base.extend<{ guardPage: void }>({
  // Every test: the page raises no uncaught error, no CSP violation and shows no text its
  // island was not given (src/i18n/react.tsx). (No request leaves the machine: the
  // browser's proxy setting in playwright.config.ts sees to that.)
  guardPage: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
      page.on('console', (m) => {
        if (m.type() !== 'error') return;
        if (/Content.Security.Policy/i.test(m.text())) problems.push(`csp: ${m.text()}`);
        if (m.text().startsWith('Missing text')) problems.push(m.text());
      });
      await use();
      expect(problems, 'page errors and CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});
