import { describe, expect, it } from 'vitest';
import { createI18n, translate } from './i18nextReference.ts';
import type { Resources } from './lookup.ts';

const resources: Resources = {
  de: {
    common: {
      greeting: 'Hallo {{name}}',
      onlyGerman: 'Nur auf Deutsch',
      title: 'Titel',
      title__aldi: 'ALDI-Titel',
      days_one: '{{count}} Tag',
      days_other: '{{count}} Tage',
      days__aldi_one: '{{count}} ALDI-Tag',
      days__aldi_other: '{{count}} ALDI-Tage',
    },
    screens: { home: { heading: 'Willkommen', heading__Novum: 'Willkommen bei Novum' } },
  },
  en: {
    common: {
      greeting: 'Hello {{name}}',
      title: 'Title',
      days_one: '{{count}} day',
      days_other: '{{count}} days',
    },
    screens: { home: { heading: 'Welcome' } },
  },
};

describe('translate', () => {
  it('returns the text of the page locale, with values filled in and not HTML-escaped', () => {
    const i18n = createI18n('en', resources);
    expect(i18n.language).toBe('en');
    expect(translate(i18n, 'greeting', {}, { name: 'Ayşe & Co' })).toBe('Hello Ayşe & Co');
    expect(translate(i18n, 'screens:home.heading', {})).toBe('Welcome');
  });

  it('falls back to German for a text the page locale lacks', () => {
    const i18n = createI18n('en', resources);
    expect(translate(i18n, 'onlyGerman', {})).toBe('Nur auf Deutsch');
    expect(translate(i18n, 'screens:home.heading', { useCase: 'Novum' })).toBe('Welcome');
  });

  it('keeps the English plain text over a German brand variant', () => {
    const i18n = createI18n('en', resources);
    expect(translate(i18n, 'title', { slug: 'aldi' })).toBe('Title');
  });

  it('picks brand and use-case variants in the page locale', () => {
    const i18n = createI18n('de', resources);
    expect(translate(i18n, 'title', { slug: 'aldi' })).toBe('ALDI-Titel');
    expect(translate(i18n, 'screens:home.heading', { useCase: 'Novum' })).toBe(
      'Willkommen bei Novum',
    );
  });

  it('picks plural forms by count, brand variants included', () => {
    const en = createI18n('en', resources);
    expect(translate(en, 'days', {}, { count: 1 })).toBe('1 day');
    expect(translate(en, 'days', { slug: 'aldi' }, { count: 3 })).toBe('3 days');
    const de = createI18n('de', resources);
    expect(translate(de, 'days', {}, { count: 3 })).toBe('3 Tage');
    expect(translate(de, 'days', { slug: 'aldi' }, { count: 1 })).toBe('1 ALDI-Tag');
  });

  it('shows the key itself for a text that exists nowhere', () => {
    const i18n = createI18n('en', resources);
    expect(translate(i18n, 'screens:missing.heading', {})).toBe('screens:missing.heading');
    expect(translate(i18n, 'missing', {})).toBe('missing');
  });

  it('works when German failed to load', () => {
    const i18n = createI18n('en', { en: resources.en ?? {} });
    expect(translate(i18n, 'screens:home.heading', {})).toBe('Welcome');
  });

  it('works for a locale whose texts failed to load', () => {
    const i18n = createI18n('tr', { de: resources.de ?? {} });
    expect(translate(i18n, 'greeting', {}, { name: 'Ali' })).toBe('Hallo Ali');
  });
});
