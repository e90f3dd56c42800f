import type { Plugin } from 'vite';
import { locales, type Locale } from '../routes.ts';
import { LOCALES_DIR, loadLocale } from './resources.ts';

const PREFIX = 'virtual:locales/';

/**
 * `virtual:locales/<lng>`: the texts of one locale for this build's brand (base texts
 * plus the brand's overrides). Islands import only their page's locale, lazily.
 */
export function localesPlugin(brand: { slug: string; dir: string }): Plugin {
  return {
    name: 'telco:locales',
    enforce: 'pre',
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
