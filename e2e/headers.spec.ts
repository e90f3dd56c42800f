import { brands, expect, sampleToken, test } from './fixtures.ts';
import { edgeGet } from './edgeRequest.ts';
import { httpsGrade } from '../src/security/testing.ts';

const withVendors = brands.find((b) => b.tagManager);
const plain = brands.find((b) => !b.tagManager && !b.consentManagerId && !b.personalisationId);

test('the edge sends the security headers on pages, token pages and 404s', async () => {
  for (const path of ['/', `/angebot/${sampleToken}`, '/nope']) {
    const res = await edgeGet(`${brands[0]!.slug}.localhost`, path);
    const csp = String(res.headers['content-security-policy']);
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp, path).not.toMatch(/unsafe-eval/);
    expect(res.headers['strict-transport-security'], path).toMatch(/max-age=31536000/);
    expect(res.headers['x-content-type-options'], path).toBe('nosniff');
    expect(res.headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy'], path).toContain('camera=()');
  }
});

test("the page's own CSP allows no inline or eval script", async () => {
  const res = await edgeGet(`${brands[0]!.slug}.localhost`, '/');
  const meta = /http-equiv="content-security-policy" content="([^"]+)"/.exec(res.body)?.[1] ?? '';
  const scriptSrc = meta.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(scriptSrc).not.toContain('unsafe-eval');
});

test('third-party hosts are allowed only for brands that configure them', async () => {
  const a = await edgeGet(`${withVendors!.slug}.localhost`, '/');
  const b = await edgeGet(`${plain!.slug}.localhost`, '/');
  expect(String(a.headers['content-security-policy'])).toContain('googletagmanager.com');
  expect(String(b.headers['content-security-policy'])).not.toContain('googletagmanager.com');
  expect(b.body).not.toContain('googletagmanager.com');
});

test('compressed responses when the browser accepts gzip', async () => {
  const res = await edgeGet(`${brands[0]!.slug}.localhost`, '/', { 'accept-encoding': 'gzip' });
  expect(res.headers['content-encoding']).toBe('gzip');
});

test('the built pages and their scripts score A+ on the HTTP Observatory behind TLS', async () => {
  for (const brand of brands) {
    const host = `${brand.slug}.localhost`;
    const page = await edgeGet(host, '/', { 'x-forwarded-proto': 'https' });
    const meta = /http-equiv="content-security-policy" content="([^"]+)"/.exec(page.body)?.[1];
    const pageGrade = httpsGrade(page.headers, meta ? [meta] : []);
    expect(pageGrade.grade, `${brand.slug} ${JSON.stringify(pageGrade.tests)}`).toBe('A+');
    const script = /<script[^>]+src="(\/[^"]+)"/.exec(page.body)?.[1] ?? '/_astro/missing.js';
    const asset = await edgeGet(host, script, { 'x-forwarded-proto': 'https' });
    expect(asset.status, script).toBe(200);
    const assetGrade = httpsGrade(asset.headers);
    expect(assetGrade.grade, `${brand.slug} ${JSON.stringify(assetGrade.tests)}`).toBe('A+');
  }
});
