import { copyFileSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { notFoundFile } from '../src/shells.ts';
import { headersFile } from './hostRules/headers.ts';
import {
  nginxBrandMap,
  nginxDefaultServer,
  nginxServer,
  type NginxOptions,
} from './hostRules/nginx.ts';
import { cdnNotFoundFile, cdnTargetOf, redirectsFile } from './hostRules/redirects.ts';
import type { HostBrand } from './hostRules/site.ts';
import { edgeSettings, nginxSettings } from './settings.ts';

/**
 * Host rules for static hosts, generated for one brand from the route table: `_redirects`
 * and `_headers` (Netlify syntax, also read by Cloudflare Pages) and an nginx server block.
 * They express what the local edge server (scripts/edge.ts) does per request. Each host's
 * rules are written by their own module in `hostRules/` (redirects, headers, nginx); this
 * one writes them into a brand's build.
 */

/**
 * Writes `<outDir>/<slug>/_redirects` (in the dialect of `DEPLOY_TARGET`: Netlify's, else
 * Cloudflare Pages'), `<outDir>/<slug>/_headers`, each language's 404 page where the CDNs
 * look for it, and `<outDir>/<slug>.nginx.conf` with the catch-all `default.nginx.conf`
 * (beside the folder, so they are never deployed as files). Call it after the brand's build; returns the written paths. The settings
 * default to the environment (scripts/settings.ts).
 */
export function writeHostRules(
  brand: HostBrand,
  outDir = 'dist',
  nginx: NginxOptions = {},
  env: Record<string, string | undefined> = process.env,
): string[] {
  const siteDir = join(outDir, brand.slug);
  if (!existsSync(siteDir))
    throw new Error(`${siteDir} does not exist: build brand ${brand.slug} first`);
  const { apiBaseUrl, cspReportUrl } = edgeSettings(env);
  const csp = { apiBaseUrl, reportUrl: cspReportUrl };
  const apiUpstream = env['API_UPSTREAM'] || undefined;
  const options: NginxOptions = {
    ...nginxSettings(env),
    ...csp,
    ...(apiUpstream ? { apiUpstream } : {}),
    ...nginx,
  };
  for (const locale of brand.availableLanguages) {
    const astroFile = join(siteDir, notFoundFile(locale));
    const cdnFile = join(siteDir, cdnNotFoundFile(locale));
    if (cdnFile !== astroFile && existsSync(astroFile)) copyFileSync(astroFile, cdnFile);
  }
  const target = cdnTargetOf(env);
  const files: [string, string][] = [
    [
      join(siteDir, '_redirects'),
      redirectsFile(brand, { target, ...(apiUpstream ? { apiUpstream } : {}) }),
    ],
    [join(siteDir, '_headers'), headersFile(brand, csp, target)],
    [join(outDir, `${brand.slug}.nginx.conf`), nginxServer(brand, options)],
    [join(outDir, 'default.nginx.conf'), nginxDefaultServer(options)],
  ];
  for (const [file, text] of files) writeFileSync(file, text);
  return files.map(([file]) => file);
}

/** Writes `<outDir>/brands.nginx.conf`, the shared-host brand selection of nginxBrandMap(). */
export function writeNginxBrandMap(
  brands: readonly Pick<HostBrand, 'slug' | 'hosts'>[],
  outDir = 'dist',
): string {
  const file = join(outDir, 'brands.nginx.conf');
  writeFileSync(file, nginxBrandMap(brands));
  return file;
}
