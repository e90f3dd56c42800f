// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { findBrand, loadBrands } from './src/brand/registry.ts';
import { brandPlugin } from './src/brand/vitePlugin.ts';
import { localesPlugin } from './src/i18n/vitePlugin.ts';
import { mantineVariablesPlugin } from './src/ui/mantineVariables.ts';
import { locales, defaultLocale } from './src/routes.ts';
import { cspDirectives, scriptSources } from './src/security/csp.ts';
import { devTokenRewrite } from './scripts/devRewrite.ts';
import { browserContract } from './scripts/browserContract.ts';
import { browserRoutes } from './scripts/browserRoutes.ts';
import { codeSplittingGroups, entryFilesMayExportMore, fileNames } from './scripts/chunks.ts';
import { lazyPreloads } from './scripts/lazyPreloads.ts';
import { lazyFiles } from './scripts/lazyFiles.ts';
import { compileHints } from './scripts/compileHints.ts';
import { buildTimings } from './scripts/buildTimings.ts';
import { useCaseScriptHash } from './src/layouts/useCaseScript.ts';
import { storedLocaleScriptHashes } from './src/i18n/storedLocaleScript.ts';
import { paramCheckScriptHash } from './src/layouts/paramCheckScript.ts';
import { screenPagesIntegration } from './scripts/screenPages.ts';
import { viewPreloadsIntegration } from './scripts/viewPreloads.ts';

// One build per brand: BRAND selects it (default: the first brand of the list).
const brand = findBrand(process.env.BRAND || loadBrands()[0]?.slug || '');
const buildId = process.env.BUILD_ID || `dev-${brand.slug}`;

export default defineConfig({
  output: 'static',
  // DIST_DIR: scripts/build.ts builds elsewhere when asked (a test building a brand twice).
  outDir: `${process.env.DIST_DIR || 'dist'}/${brand.slug}`,
  // Brands build in parallel: each keeps its own caches so they never share a folder.
  cacheDir: `./node_modules/.astro/${brand.slug}`,
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'always' },
  i18n: {
    locales: [...locales],
    defaultLocale,
    routing: { prefixDefaultLocale: false },
  },
  integrations: [react(), screenPagesIntegration(), viewPreloadsIntegration(), buildTimings()],
  security: {
    csp: {
      // An API on another origin (PUBLIC_API_BASE_URL) must be reachable from the pages.
      directives: cspDirectives(brand, { apiBaseUrl: process.env.PUBLIC_API_BASE_URL }),
      scriptDirective: {
        resources: scriptSources(brand),
        hashes: [
          useCaseScriptHash,
          paramCheckScriptHash,
          ...storedLocaleScriptHashes(brand.availableLanguages),
        ],
      },
      // Mantine and React set CSS custom properties in style attributes; style attributes
      // cannot run code, so they are allowed while <style> elements still need a hash.
      styleDirective: {
        resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }],
      },
    },
  },
  vite: {
    cacheDir: `node_modules/.vite/${brand.slug}`,
    // The browser's files: see scripts/chunks.ts.
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: { groups: codeSplittingGroups },
              entryFileNames: fileNames,
              chunkFileNames: fileNames,
            },
          },
        },
      },
    },
    plugins: [
      brandPlugin(brand, buildId),
      localesPlugin(brand),
      mantineVariablesPlugin(),
      devTokenRewrite(),
      entryFilesMayExportMore(),
      lazyPreloads(),
      lazyFiles(),
      compileHints(),
      browserContract(),
      browserRoutes(),
    ],
    server: {
      proxy: {
        // The dev server serves one brand: it names it to the API as the edge does, over
        // anything the page sent (lower case, as the client's header arrives).
        '/api': {
          target:
            process.env.API_UPSTREAM || `http://127.0.0.1:${process.env.SANDBOX_PORT || 4322}`,
          headers: { 'x-brand': brand.slug },
        },
      },
    },
  },
});
