import countries from 'i18n-iso-countries';
import de from 'i18n-iso-countries/langs/de.json' with { type: 'json' };
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import tr from 'i18n-iso-countries/langs/tr.json' with { type: 'json' };
import type { Nationality } from '../../src/api/contract/lists.ts';
import type { SandboxModule } from '../context.ts';
import { contractRoute } from '../contractRoute.ts';

countries.registerLocale(de);
countries.registerLocale(en);
countries.registerLocale(tr);

/** Territories without inhabitants of their own: nobody holds their nationality. */
const uninhabited = new Set(['AQ', 'BV', 'GS', 'HM', 'TF', 'UM']);

const nameIn = (code: string, language: 'de' | 'en' | 'tr') =>
  countries.getName(code, language) ?? code;

/** Germany first (most customers), then by German name as the form shows it by default. */
export const nationalities: readonly Nationality[] = Object.keys(countries.getAlpha2Codes())
  .filter((code) => !uninhabited.has(code))
  .map((code) => ({
    code,
    name: { de: nameIn(code, 'de'), en: nameIn(code, 'en'), tr: nameIn(code, 'tr') },
  }))
  .sort((a, b) =>
    a.code === 'DE' ? -1 : b.code === 'DE' ? 1 : a.name.de.localeCompare(b.name.de, 'de'),
  );

/** The nationality list of the ID data form, with names from i18n-iso-countries. */
export const listsModule: SandboxModule = {
  name: 'lists',
  init() {},
  routes(app) {
    contractRoute(app, 'nationalities', () => ({ json: [...nationalities] }));
  },
  seed: () => [],
};

export default listsModule;
