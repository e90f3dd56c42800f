import type { Plugin } from 'vite';
import { locales, type Locale } from '../routes.ts';
import { islands } from '../routing/screens.ts';
import { LOCALES_DIR, loadLocale, type BrandTexts } from './resources.ts';
import { islandTextKeys } from './textUse.ts';

const PREFIX = 'virtual:locales/';
const ISLAND_TEXTS = 'virtual:island-texts';

/**
 * `virtual:locales/<lng>`: the texts of one locale for this build's brand (base texts and
 * the brand's overrides), for the translation system of the build (server.ts).
 *
 * `virtual:island-texts`: for each island module, the keys its code names (textUse.ts), so
 * a page hands its island only those. The dev server, where code changes under it, hands
 * islands all the texts of their namespaces (`null`).
 */
export function localesPlugin(brand: BrandTexts): Plugin {
  let dev = false;
  return {
    name: 'telco:locales',
    enforce: 'pre',
    configResolved(config) {
      dev = config.command === 'serve';
    },
    resolveId(id) {
      return id.startsWith(PREFIX) || id === ISLAND_TEXTS ? `\0${id}` : undefined;
    },
    load(id) {
      if (id === `\0${ISLAND_TEXTS}`) {
        const modules = [...new Set(Object.values(islands).map((island) => island.module))];
        return `export default ${dev ? 'null' : JSON.stringify(islandTextKeys(modules))};`;
      }
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const locale = id.slice(PREFIX.length + 1) as Locale;
      if (!locales.includes(locale)) throw new Error(`Unknown locale module ${id}`);
      this.addWatchFile(LOCALES_DIR);
      return `export default ${JSON.stringify(loadLocale(locale, brand))};`;
    },
  };
}
