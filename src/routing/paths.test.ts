import { describe, expect, it } from 'vitest';
import { localizePath, splitLocale } from './paths.ts';

describe('locales in paths', () => {
  it('splits off a locale prefix', () => {
    expect(splitLocale('/en/angebot')).toEqual({ locale: 'en', path: '/angebot' });
    expect(splitLocale('/tr')).toEqual({ locale: 'tr', path: '/' });
    expect(splitLocale('/tr/')).toEqual({ locale: 'tr', path: '/' });
    expect(splitLocale('/angebot/')).toEqual({ locale: 'de', path: '/angebot' });
    expect(splitLocale('/entry/novum')).toEqual({ locale: 'de', path: '/entry/novum' });
    // German has no prefix: /de/… is just an unknown path.
    expect(splitLocale('/de/angebot')).toEqual({ locale: 'de', path: '/de/angebot' });
  });

  it('prefixes every locale but German', () => {
    expect(localizePath('/angebot', 'de')).toBe('/angebot');
    expect(localizePath('/angebot', 'en')).toBe('/en/angebot');
    expect(localizePath('/', 'tr')).toBe('/tr/');
  });
});
