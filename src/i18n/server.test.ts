import { describe, expect, it } from 'vitest';
import deCommon from '../../locales/de/common.json';
import enCommon from '../../locales/en/common.json';
import trHome from '../../locales/tr/home.json';
import type { TextKey } from './keys.ts';
import { buildResources, buildTexts, serverT } from './server.ts';

describe('the texts of the build', () => {
  it('render the page locale’s text with its values', () => {
    const expected = enCommon.layout.hotline.replace('{{number}}', '0800 123');
    expect(serverT('en')('layout.hotline', { number: '0800 123' })).toBe(expected);
    expect(serverT('tr')('home:screens.home.heading')).toBe(trHome.screens.home.heading);
    expect(serverT('de')('layout.skipToContent')).toBe(deCommon.layout.skipToContent);
  });

  it('fail the build, naming key and locale, when a text is missing', () => {
    expect(() => serverT('en')('screens:nope.heading' as TextKey)).toThrow(
      'Missing text "screens:nope.heading" for locale en',
    );
  });

  it('hold the texts of all three locales, and hand an island only its namespaces', () => {
    expect(Object.keys(buildResources).sort()).toEqual(['de', 'en', 'tr']);
    const texts = buildTexts('en', ['ui']);
    expect(Object.keys(texts).length).toBeGreaterThan(10);
    expect(Object.keys(texts).every((key) => key.startsWith('ui:'))).toBe(true);
  });
});
