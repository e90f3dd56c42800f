import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import type { Brand } from './schema.ts';
import { svgSize } from './logoSize.ts';
import { loadBrands, toClientBrand } from './registry.ts';
import { BRAND_DATA_SELECTOR } from './pageData.ts';
import { brandSiteOf } from './sites.ts';

const ID = 'virtual:brand';
const RESOLVED = `\0${ID}`;

/**
 * `virtual:brand` gives the page and the islands the brand this build is for: its data,
 * logo, favicon, build id and every brand's site. In the browser's build it reads the brand
 * from the page (pageData.ts) and exports only `brand` and `brandSites` (the same list in
 * every brand; the rest is for the layout, a browser import of it fails the build): so the
 * browser's files are the same bytes in every brand, and every brand's build reuses one
 * compression of them. With the brand in a shared file, that file's hashed name changed
 * per brand, and with it every file that imports it.
 */
export function brandPlugin(brand: Brand & { dir: string }, buildId: string): Plugin {
  let building = false;
  return {
    name: 'telco:brand',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId(id) {
      if (id === ID) return RESOLVED;
      if (id === `${ID}/theme.css`) return join(brand.dir, 'theme.css');
      return undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      const brandSites = `export const brandSites = ${JSON.stringify(loadBrands().map(brandSiteOf))};`;
      if (building && this.environment.config.consumer === 'client')
        return [
          `export const brand = JSON.parse(document.querySelector(${JSON.stringify(BRAND_DATA_SELECTOR)}).textContent);`,
          brandSites,
        ].join('\n');
      const logoFile = join(brand.dir, brand.logo);
      this.addWatchFile(logoFile);
      return [
        `export { default as logoUrl } from ${JSON.stringify(`${logoFile}?url`)};`,
        `export { default as faviconUrl } from ${JSON.stringify(`${join(brand.dir, brand.favicon)}?url`)};`,
        `export const logoSize = ${JSON.stringify(svgSize(readFileSync(logoFile, 'utf8')))};`,
        `export const brand = ${JSON.stringify(toClientBrand(brand))};`,
        `export const buildId = ${JSON.stringify(buildId)};`,
        `export const legalPages = ${JSON.stringify(brand.legalPages)};`,
        brandSites,
      ].join('\n');
    },
  };
}
