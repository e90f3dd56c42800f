import { expect, test } from '@playwright/test';
import { vendors } from '../../src/analytics/vendors.ts';
import { BRAND_COOKIE } from '../../src/brand/resolve.ts';
import { httpsGrade } from '../../src/security/testing.ts';
import { brands, sampleToken } from '../fixtures.ts';
import { callExamples } from '../../src/api/contract/examples.ts';
import { edgeGet, edgeRequest } from '../edgeRequest.ts';

/**
 * What the local edge answers, asked over HTTP without a browser: security headers,
 * brand resolution, 404s and the third-party scripts a brand's pages carry.
 */
const first = brands[0]!;
const host = (slug: string) => `${slug}.localhost`;
const withVendors = brands.find((b) => b.tagManager)!;
const plain = brands.find((b) => !b.tagManager && !b.consentManagerId && !b.personalisationId)!;
const personalised = brands.find(
  (b) => b.personalisationId && b.availableLanguages.includes('tr'),
)!;

test.describe('security headers', () => {
  test('the edge sends them on pages, token pages and 404s', async () => {
    for (const path of ['/', `/angebot/${sampleToken}`, '/nope']) {
      const res = await edgeGet(host(first.slug), path);
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
    const res = await edgeGet(host(first.slug), '/');
    const meta = /http-equiv="content-security-policy" content="([^"]+)"/.exec(res.body)?.[1] ?? '';
    const scriptSrc = meta.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
  });

  test('third-party hosts are allowed only for brands that configure them', async () => {
    const a = await edgeGet(host(withVendors.slug), '/');
    const b = await edgeGet(host(plain.slug), '/');
    expect(String(a.headers['content-security-policy'])).toContain('googletagmanager.com');
    expect(String(b.headers['content-security-policy'])).not.toContain('googletagmanager.com');
    expect(b.body).not.toContain('googletagmanager.com');
  });

  test('compressed responses when the browser accepts gzip', async () => {
    const res = await edgeGet(host(first.slug), '/', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  test('the built pages and their scripts score A+ on the HTTP Observatory behind TLS', async () => {
    for (const brand of brands) {
      const page = await edgeGet(host(brand.slug), '/', { 'x-forwarded-proto': 'https' });
      const meta = /http-equiv="content-security-policy" content="([^"]+)"/.exec(page.body)?.[1];
      const pageGrade = httpsGrade(page.headers, meta ? [meta] : []);
      expect(pageGrade.grade, `${brand.slug} ${JSON.stringify(pageGrade.tests)}`).toBe('A+');
      const script = /<script[^>]+src="(\/[^"]+)"/.exec(page.body)?.[1] ?? '/_astro/missing.js';
      const asset = await edgeGet(host(brand.slug), script, { 'x-forwarded-proto': 'https' });
      expect(asset.status, script).toBe(200);
      const assetGrade = httpsGrade(asset.headers);
      expect(assetGrade.grade, `${brand.slug} ${JSON.stringify(assetGrade.tests)}`).toBe('A+');
    }
  });
});

test.describe('brand resolution at the edge: host → ?brand= → stored → first', () => {
  const other = brands.find((b) => b.slug !== first.slug)!;
  const third = brands.find((b) => b.slug !== first.slug && b.slug !== other.slug)!;
  const brandOf = (html: string) => /<meta name="brand" content="([^"]+)"/.exec(html)?.[1];

  test('the host name picks the brand, whatever the query or cookie say', async () => {
    const res = await edgeGet(host(other.slug), `/?brand=${third.slug}`, {
      cookie: `${BRAND_COOKIE}=${first.slug}`,
    });
    expect(brandOf(res.body)).toBe(other.slug);
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

  test("an API call is bound to the host's brand, whatever X-Brand the client sends", async () => {
    // An aldi offer link opened on the o2 site, the browser claiming to be aldi's.
    const path = '/api/offer/verify/aldi-offer-happy-0001';
    const elsewhere = await edgeGet(host('o2'), path, { 'x-brand': 'aldi' });
    expect(elsewhere.status).toBe(409);
    expect(JSON.parse(elsewhere.body)).toMatchObject({ code: 'OfferMismatch', brand: 'aldi' });
    expect((await edgeGet(host('aldi'), path, { 'x-brand': 'o2' })).status).toBe(200);
  });

  // The same without any X-Brand: what curl or a script sends. Each link is aldi's, each
  // call goes to the o2 host; the refusal names the owner, so nothing of it is done.
  const details = callExamples.customerDetailsUpdate.body;
  const elsewhere = [
    {
      name: 'offer',
      method: 'GET',
      path: '/api/offer/aldi-offer-happy-0001',
      code: 'OfferMismatch',
    },
    {
      name: 'summary',
      method: 'GET',
      path: '/api/offer/summary/aldi-offer-happy-0001',
      code: 'OfferMismatch',
    },
    {
      name: 'consent',
      method: 'GET',
      path: '/api/consent/aldi-offer-happy-0001',
      code: 'OfferMismatch',
    },
    { name: 'idv', method: 'GET', path: '/api/idv/aldi-idv-main-0001', code: 'IdvMismatch' },
    {
      name: 'customer details',
      method: 'GET',
      path: '/api/aldi/customer/details/aldi-customer-0001',
      code: 'BrandMismatch',
    },
    {
      name: 'customer details change',
      method: 'POST',
      path: '/api/aldi/customer/details/aldi-customer-0001',
      body: JSON.stringify(details),
      code: 'BrandMismatch',
    },
    {
      name: 'decline mail',
      method: 'POST',
      path: '/api/declinemail?token=aldi-mail-decline-0001&brand=aldi',
      code: 'BrandMismatch',
    },
  ];

  test("another brand's link on a brand's host is refused, with no X-Brand sent", async () => {
    for (const call of elsewhere) {
      const res = await edgeRequest(host('o2'), call.method, call.path, { body: call.body });
      expect(res.status, call.name).toBe(409);
      expect(JSON.parse(res.body), call.name).toMatchObject({ code: call.code, brand: 'aldi' });
    }
    // On its own brand's host the same link opens.
    const own = await edgeGet(host('aldi'), '/api/offer/aldi-offer-happy-0001');
    expect(own.status, own.body).toBe(200);
  });
});

test.describe('paths without a page', () => {
  test('the invalid-token message is escaped, never markup', async () => {
    const res = await edgeGet(host(first.slug), '/idv/%3Cimg%20src%3Dx%3E/erfolgreich');
    expect(res.status).toBe(404);
    expect(res.body).not.toContain('<img src=x>');
    expect(res.body).toContain('Page Not Found: /idv/');
  });

  test('static segments beat the token parameter', async () => {
    const fehler = await edgeGet(host(first.slug), '/angebot/fehler');
    expect(fehler.status).toBe(200);
    expect(fehler.body).toContain('data-screen="offerError"');
    const preview = await edgeGet(host(first.slug), `/angebot/preview/${sampleToken}`);
    expect(preview.body).toContain('data-screen="offerPreview"');
  });

  test('the shell placeholder itself is not reachable', async () => {
    const res = await edgeGet(host(first.slug), '/angebot/_token_/login');
    expect(res.status).toBe(404);
  });

  test('an unknown English path answers with the English 404 page', async () => {
    const english = brands.find((b) => b.availableLanguages.includes('en'))!;
    const res = await edgeGet(host(english.slug), '/en/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toContain('<html lang="en"');
  });
});

test.describe('languages at the edge', () => {
  test('every brand serves the languages it offers and sends the others to German', async () => {
    for (const brand of brands) {
      for (const locale of ['en', 'tr'] as const) {
        const res = await edgeGet(host(brand.slug), `/${locale}/kuendigung?x=1`);
        if (brand.availableLanguages.includes(locale)) {
          expect(res.status, `${brand.slug} ${locale}`).toBe(200);
          expect(res.body).toContain(`<html lang="${locale}"`);
        } else {
          expect(res.status, `${brand.slug} ${locale}`).toBe(302);
          expect(res.headers['location'], `${brand.slug} ${locale}`).toBe('/kuendigung?x=1');
        }
      }
    }
  });

  test('the stored language opens an unprefixed link, never a link that has a language', async () => {
    for (const brand of brands.filter((b) => b.availableLanguages.length > 1)) {
      const other = brand.availableLanguages.find((l) => l !== 'de')!;
      const cookie = (locale: string) => ({ cookie: `i18n_redirected=${locale}` });
      const res = await edgeGet(host(brand.slug), `/angebot/${sampleToken}`, cookie(other));
      expect(res.status, brand.slug).toBe(302);
      expect(res.headers['location']).toBe(`/${other}/angebot/${sampleToken}`);
      expect(res.headers['vary']).toContain('Cookie');
      expect((await edgeGet(host(brand.slug), `/${other}/angebot`, cookie('de'))).status).toBe(200);
      expect((await edgeGet(host(brand.slug), '/angebot', cookie('de'))).status).toBe(200);
    }
  });
});

test('the personalisation origin may run scripts on termination pages only, for brands that have one', async () => {
  const [origin] = vendors.personalisation.origins;
  const scriptSrc = (html: string) =>
    /<meta http-equiv="content-security-policy" content="[^"]*?script-src ([^;"]*)/i.exec(
      html,
    )?.[1] ?? '';
  for (const path of ['/kuendigung', '/tr/selfcarekuendigung', '/kuendigung/bestaetigung']) {
    const { body } = await edgeGet(host(personalised.slug), path);
    expect(scriptSrc(body), path).toContain(origin);
    // Loaded by the page's runtime after consent, never by the HTML itself.
    expect(body, path).not.toContain('kameleoon.js');
  }
  for (const path of ['/angebot', '/', '/widerruf'])
    expect(scriptSrc((await edgeGet(host(personalised.slug), path)).body), path).not.toContain(
      origin,
    );
  expect((await edgeGet(host(plain.slug), '/kuendigung')).body).not.toContain('kameleoon');
});
