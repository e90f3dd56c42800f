import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import type { Brand } from './schema.ts';
import { svgSize } from './logoSize.ts';
import { loadBrands, toClientBrand } from './registry.ts';
import { brandSiteOf } from './sites.ts';

const ID = 'virtual:brand';
const RESOLVED = `\0${ID}`;

/**
 * `virtual:brand` gives the page and the islands the brand this build is for: its
import { svgSize } from './logoSize.ts';
import { loadBrands, toClientBrand } from './registry.ts';
import { brandSiteOf } from './sites.ts';
 */
export function brandPlugin(brand: Brand & { dir: string }, buildId: string): Plugin {
  return {
    name: 'telco:brand',
    enforce: 'pre',
    resolveId(id) {
      if (id === ID) return RESOLVED;
      if (id === `${ID}/theme.css`) return join(brand.dir, 'theme.css');
      return undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      const logoFile = join(brand.dir, brand.logo);
      this.addWatchFile(logoFile);
      return [
        `export { default as logoUrl } from ${JSON.stringify(`${logoFile}?url`)};`,
        `export { default as faviconUrl } from ${JSON.stringify(`${join(brand.dir, brand.favicon)}?url`)};`,
        `export const logoSize = ${JSON.stringify(svgSize(readFileSync(logoFile, 'utf8')))};`,
        `export const brand = ${JSON.stringify(toClientBrand(brand))};`,
        `export const buildId = ${JSON.stringify(buildId)};`,
        `export const brandSites = ${JSON.stringify(loadBrands().map(brandSiteOf))};`,
      ].join('\n');
    },
  };
}
