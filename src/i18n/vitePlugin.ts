import type { Plugin } from 'vite';
import { locales, type Locale } from '../routes.ts';
import { writeKeyTypes } from './keyTypes.ts';
import { LOCALES_DIR, loadLocale, type BrandTexts } from './resources.ts';

const PREFIX = 'virtual:locales/';

/**
 * `virtual:locales/<lng>`: the texts of one locale for this build's brand (base texts and
 * the brand's overrides), for the translation system of the build (server.ts). The dev
 * server also keeps the text key types current while locales/de changes.
 */
export function localesPlugin(brand: BrandTexts): Plugin {
  return {
    name: 'telco:locales',
    enforce: 'pre',
    configureServer(server) {
      writeKeyTypes();
      server.watcher.on('change', (file) => {
        if (file.startsWith(LOCALES_DIR)) writeKeyTypes();
      });
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const locale = id.slice(PREFIX.length + 1) as Locale;
      if (!locales.includes(locale)) throw new Error(`Unknown locale module ${id}`);
      this.addWatchFile(LOCALES_DIR);
      return `export default ${JSON.stringify(loadLocale(locale, brand))};`;
    },
  };
}
