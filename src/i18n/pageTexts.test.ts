import { describe, expect, it } from 'vitest';
import type { Resources } from './lookup.ts';
import { pageTexts } from './pageTexts.ts';

const resources: Resources = {
  de: {
    common: {
      title: 'Titel',
      title__aldi: 'ALDI-Titel',
      title__o2: 'O2-Titel',
      onlyGerman: 'Nur auf Deutsch',
      days_one: '{{count}} Tag',
      days_other: '{{count}} Tage',
      days__aldi_one: '{{count}} ALDI-Tag',
      same: 'Gleich',
      same__Novum: 'Gleich',
    },
    offer: {
      intro: { text: 'Ihr Angebot', text__Novum: 'Ihr Wechsel', text__aldi__Novum: 'ALDI-Wechsel' },
    },
  },
  en: {
    common: { title: 'Title', days_one: '{{count}} day', days_other: '{{count}} days' },
    offer: { intro: { text: 'Your offer' } },
  },
};

describe('pageTexts', () => {
  it('resolves the brand variant over the plain text and drops the other brands', () => {
    const texts = pageTexts(resources, 'de', 'aldi', ['common']);
    expect(texts['common:title']).toBe('ALDI-Titel');
    expect(Object.keys(texts).some((key) => key.includes('o2') || key.includes('__aldi'))).toBe(
      false,
    );
  });

  it('keeps a use case variant only where it differs, with the brand one first (SPEC §9)', () => {
    const aldi = pageTexts(resources, 'de', 'aldi', ['common', 'offer']);
    expect(aldi['offer:intro.text']).toBe('Ihr Angebot');
    expect(aldi['offer:intro.text__Novum']).toBe('ALDI-Wechsel');
    expect(aldi).not.toHaveProperty('common:same__Novum');
    expect(pageTexts(resources, 'de', 'o2', ['offer'])['offer:intro.text__Novum']).toBe(
      'Ihr Wechsel',
    );
  });

  it('keeps plural forms, their suffix last, brand forms first', () => {
    expect(pageTexts(resources, 'de', 'aldi', ['common'])).toMatchObject({
      'common:days_one': '{{count}} ALDI-Tag',
      'common:days_other': '{{count}} Tage',
    });
  });

  it('takes every variant in the page locale before German, and German for what is missing', () => {
    const en = pageTexts(resources, 'en', 'aldi', ['common', 'offer']);
    // An English plain text wins over a German brand or use case variant.
    expect(en['common:title']).toBe('Title');
    expect(en['common:days_one']).toBe('{{count}} day');
    expect(en['common:onlyGerman']).toBe('Nur auf Deutsch');
    expect(en['offer:intro.text']).toBe('Your offer');
    expect(en).not.toHaveProperty('offer:intro.text__Novum');
  });

  it('holds only the namespaces the page asks for', () => {
    const texts = pageTexts(resources, 'de', 'aldi', ['offer']);
    expect(Object.keys(texts).every((key) => key.startsWith('offer:'))).toBe(true);
    expect(pageTexts(resources, 'tr', 'aldi', ['offer'])['offer:intro.text']).toBe('Ihr Angebot');
  });
});
