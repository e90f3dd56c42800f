import { describe, expect, it } from 'vitest';
import deCommon from '../../locales/de/common.json';
import enCommon from '../../locales/en/common.json';
import trHome from '../../locales/tr/home.json';
import { buildResources, serverT } from './server.ts';

describe('serverT', () => {
  it('renders the page locale’s text with its values', () => {
    const expected = enCommon.layout.hotline.replace('{{number}}', '0800 123');
    expect(serverT('en')('layout.hotline', { number: '0800 123' })).toBe(expected);
    expect(serverT('tr')('home:screens.home.heading')).toBe(trHome.screens.home.heading);
    expect(serverT('de')('layout.skipToContent')).toBe(deCommon.layout.skipToContent);
  });

  it('fails the build, naming key and locale, when a text is missing', () => {
    expect(() => serverT('en')('screens:nope.heading')).toThrow(
      'Missing text "screens:nope.heading" for locale en',
    );
  });

  it('holds the texts of all three locales', () => {
    expect(Object.keys(buildResources).sort()).toEqual(['de', 'en', 'tr']);
  });
});
