import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { notFoundFile } from '../src/shells.ts';
import { writeHostRules, writeNginxBrandMap } from './hostRules.ts';
import { headersFile } from './hostRules/headers.ts';
import { redirectsTarget } from './hostRules/redirects.ts';
import type { HostBrand } from './hostRules/site.ts';
import { brands, o2 } from './hostRules/testing.ts';

describe('writeHostRules', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('writes _redirects and _headers into the brand folder and the nginx file beside it', () => {
    dir = mkdtempSync(join(tmpdir(), 'host-rules-'));
    mkdirSync(join(dir, 'o2'));
    mkdirSync(join(dir, 'o2/en/404'), { recursive: true });
    writeFileSync(join(dir, 'o2/en/404/index.html'), 'Page not found');
    const bilingualO2: HostBrand = { ...o2, availableLanguages: ['de', 'en'] };
    const written = writeHostRules(bilingualO2, dir, { root: '/srv/o2' });
    expect(written).toEqual([
      join(dir, 'o2/_redirects'),
      join(dir, 'o2/_headers'),
      join(dir, 'o2.nginx.conf'),
      join(dir, 'default.nginx.conf'),
    ]);
    expect(readFileSync(join(dir, 'o2/en/404.html'), 'utf8')).toBe('Page not found');
    expect(redirectsTarget(readFileSync(join(dir, 'o2/_redirects'), 'utf8'))).toBe(
      'cloudflare-pages',
    );
    expect(readFileSync(join(dir, 'o2/_headers'), 'utf8')).toBe(headersFile(bilingualO2));
    expect(readFileSync(join(dir, 'o2.nginx.conf'), 'utf8')).toContain('root /srv/o2;');
    expect(writeNginxBrandMap(brands, dir)).toBe(join(dir, 'brands.nginx.conf'));
    expect(existsSync(join(dir, 'brands.nginx.conf'))).toBe(true);
  });

  it('writes the Netlify dialect for a Netlify deploy', () => {
    dir = mkdtempSync(join(tmpdir(), 'host-rules-'));
    mkdirSync(join(dir, 'o2'));
    writeHostRules(o2, dir, {}, { DEPLOY_TARGET: 'netlify' });
    expect(redirectsTarget(readFileSync(join(dir, 'o2/_redirects'), 'utf8'))).toBe('netlify');
  });

  it('refuses a brand that has not been built', () => {
    dir = mkdtempSync(join(tmpdir(), 'host-rules-'));
    expect(() => writeHostRules(o2, dir)).toThrow(/build brand o2 first/);
  });
});

describe('notFoundFile', () => {
  it('names the 404 documents Astro emits', () => {
    expect(notFoundFile('de')).toBe('/404.html');
    expect(notFoundFile('en')).toBe('/en/404/index.html');
    expect(notFoundFile('tr')).toBe('/tr/404/index.html');
  });
});
