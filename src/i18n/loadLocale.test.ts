import { describe, expect, it, vi } from 'vitest';
import { createI18n, translate } from './i18next.ts';
import { loadLocaleResources, type LocaleImporters } from './loadLocale.ts';

const texts = {
  de: { common: { title: 'Titel' } },
  en: { common: { title: 'Title' } },
  tr: { common: { title: 'Başlık' } },
};

/** Importers that count their calls; `failing` locales reject like a broken chunk download. */
function importers(failing: string[] = []) {
  const calls: string[] = [];
  const make =
    (lng: keyof typeof texts): LocaleImporters[typeof lng] =>
    () => {
      calls.push(lng);
      return failing.includes(lng)
        ? Promise.reject(new Error(`chunk ${lng} failed`))
        : Promise.resolve({ default: texts[lng] });
    };
  return { calls, map: { de: make('de'), en: make('en'), tr: make('tr') } };
}

describe('loadLocaleResources', () => {
  it('downloads only the page locale and German', async () => {
    const { calls, map } = importers();
    expect(await loadLocaleResources('tr', map)).toEqual({ de: texts.de, tr: texts.tr });
    expect(calls.sort()).toEqual(['de', 'tr']);
  });

  it('downloads German once on a German page', async () => {
    const { calls, map } = importers();
    expect(await loadLocaleResources('de', map)).toEqual({ de: texts.de });
    expect(calls).toEqual(['de']);
  });

  it('logs a failed page locale and shows German texts instead', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { map } = importers(['en']);
    const resources = await loadLocaleResources('en', map);
    expect(error).toHaveBeenCalledWith('Failed locale loading', 'en', expect.any(Error));
    expect(translate(createI18n('en', resources), 'title', {})).toBe('Titel');
  });

  it('keeps the page locale when only German fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { map } = importers(['de']);
    expect(await loadLocaleResources('en', map)).toEqual({ en: texts.en });
    expect(error).toHaveBeenCalledWith('Failed locale loading', 'de', expect.any(Error));
  });

  it('rethrows when German fails too', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(loadLocaleResources('en', importers(['en', 'de']).map)).rejects.toThrow(
      'chunk de failed',
    );
    await expect(loadLocaleResources('de', importers(['de']).map)).rejects.toThrow(
      'chunk de failed',
    );
    expect(error).toHaveBeenCalledTimes(3);
  });
});

describe('default importers', () => {
  it('load this build’s texts for each locale', async () => {
    const resources = await loadLocaleResources('en');
    expect(resources.en?.['screens']).toHaveProperty('home.heading');
    expect(resources.de?.['screens']).toHaveProperty('home.heading');
    expect(resources.tr).toBeUndefined();
  });
});
