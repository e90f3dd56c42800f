import { describe, expect, it } from 'vitest';
import deAyyildiz from '../../brands/ayyildiz/locales/de/termination.json';
import trAyyildiz from '../../brands/ayyildiz/locales/tr/termination.json';
import enTermination from '../../locales/en/termination.json';
import trTermination from '../../locales/tr/termination.json';
import type { UseCase } from '../api/contract/useCases.ts';
import type { Locale } from '../routes.ts';
import type { TextKey } from './keys.ts';
import { testText } from './testing.ts';
import type { TextValues } from './translate.ts';
import { baseKey, createTranslationSystem, type Resources } from './translationSystem.ts';

const resources: Resources = {
  de: {
    common: {
      greeting: 'Hallo {{name}}',
      onlyGerman: 'Nur auf Deutsch',
      title: 'Titel',
      days_one: '{{count}} Tag',
      days_other: '{{count}} Tage',
      same: 'Gleich',
      same__Novum: 'Gleich',
    },
    'brand/common': { title: 'ALDI-Titel', days_one: '{{count}} ALDI-Tag' },
    offer: {
      intro: { text: 'Ihr Angebot', text__Novum: 'Ihr Wechsel' },
      heading: 'Angebot',
      heading__Novum: 'Novum-Angebot',
    },
    'brand/offer': { intro: { text__Novum: 'ALDI-Wechsel' }, heading: 'ALDI-Angebot' },
  },
  en: {
    common: {
      greeting: 'Hello {{name}}',
      title: 'Title',
      days_one: '{{count}} day',
      days_other: '{{count}} days',
    },
    offer: { intro: { text: 'Your offer' }, heading: 'Offer' },
  },
};

const system = createTranslationSystem(resources);
/** Keys of the made-up texts above, which the site's key type does not know. */
const t = (locale: Locale, key: string, values?: TextValues, useCase?: UseCase) =>
  system.t(locale, key as TextKey, values, useCase);

describe('the translation system', () => {
  it('renders the page locale’s text with its values, not HTML-escaped', () => {
    expect(t('en', 'greeting', { name: 'Ayşe & <b>' })).toBe('Hello Ayşe & <b>');
    expect(t('en', 'offer:intro.text')).toBe('Your offer');
  });

  it('takes the brand’s text, then the use case’s, then the plain one (SPEC §9)', () => {
    expect(t('de', 'title')).toBe('ALDI-Titel');
    expect(t('de', 'offer:intro.text', {}, 'Novum')).toBe('ALDI-Wechsel');
    expect(t('de', 'offer:intro.text', {}, 'Standard')).toBe('Ihr Angebot');
    // The brand's plain text comes before a use case's text of the base files.
    expect(t('de', 'offer:heading', {}, 'Novum')).toBe('ALDI-Angebot');
  });

  it('tries every variant in the page locale before German, German for what is missing', () => {
    // An English plain text wins over the brand's German text.
    expect(t('en', 'title')).toBe('Title');
    expect(t('en', 'offer:intro.text', {}, 'Novum')).toBe('Your offer');
    expect(t('en', 'onlyGerman')).toBe('Nur auf Deutsch');
    expect(t('tr', 'greeting', { name: 'Ali' })).toBe('Hallo Ali');
  });

  it('picks the plural form of the locale by count, the brand’s first', () => {
    expect(t('en', 'days', { count: 1 })).toBe('1 day');
    expect(t('en', 'days', { count: 3 })).toBe('3 days');
    expect(t('de', 'days', { count: 1 })).toBe('1 ALDI-Tag');
    expect(t('de', 'days', { count: 0 })).toBe('0 Tage');
  });

  it('shows the key of a text that exists nowhere, and fails a page that asks for one', () => {
    expect(t('en', 'offer:missing')).toBe('offer:missing');
    expect(system.exists('en', 'offer:missing')).toBe(false);
    expect(system.exists('en', 'onlyGerman')).toBe(true);
    expect(() => system.useTranslations('en')('offer:missing' as TextKey)).toThrow(
      'Missing text "offer:missing" for locale en',
    );
  });
});

describe('the texts of a page', () => {
  it('hold each key resolved for the brand, not its other variants', () => {
    const texts = system.pageTexts('de', ['common']);
    expect(texts['common:title']).toBe('ALDI-Titel');
    expect(Object.keys(texts).some((key) => key.startsWith('brand/'))).toBe(false);
  });

  it('keep a use case’s text only where it differs, the brand’s first', () => {
    const texts = system.pageTexts('de', ['common', 'offer']);
    expect(texts['offer:intro.text']).toBe('Ihr Angebot');
    expect(texts['offer:intro.text__Novum']).toBe('ALDI-Wechsel');
    expect(texts['offer:heading']).toBe('ALDI-Angebot');
    expect(texts).not.toHaveProperty('offer:heading__Novum');
    expect(texts).not.toHaveProperty('common:same__Novum');
  });

  it('keep one text per plural form of the page locale, uninterpolated', () => {
    expect(system.pageTexts('de', ['common'])).toMatchObject({
      'common:days_one': '{{count}} ALDI-Tag',
      'common:days_other': '{{count}} Tage',
      'common:greeting': 'Hallo {{name}}',
    });
  });

  it('hold the page locale’s texts and German for what it lacks', () => {
    const en = system.pageTexts('en', ['common', 'offer']);
    expect(en['common:title']).toBe('Title');
    expect(en['common:onlyGerman']).toBe('Nur auf Deutsch');
    expect(en).not.toHaveProperty('offer:intro.text__Novum');
    expect(
      Object.keys(system.pageTexts('tr', ['offer'])).every((k) => k.startsWith('offer:')),
    ).toBe(true);
  });
});

describe('baseKey', () => {
  it('folds use-case variants and plural forms into the key callers use', () => {
    expect(baseKey('offer.heading__Novum')).toBe('offer.heading');
    expect(baseKey('errors.tooShort__Novum_one')).toBe('errors.tooShort');
    expect(baseKey('errors.tooShort_other')).toBe('errors.tooShort');
    expect(baseKey('errors.too_short')).toBe('errors.too_short');
  });
});

describe('a brand’s overrides', () => {
  it('are its texts where it has them, in the locale it wrote them for', () => {
    const ayyildiz = (locale: Locale) =>
      testText('termination:teaser.text', { locale, slug: 'ayyildiz' });
    expect(ayyildiz('tr')).toBe(trAyyildiz.teaser.text);
    expect(ayyildiz('de')).toBe(deAyyildiz.teaser.text);
    expect(testText('termination:teaser.text', { locale: 'en', slug: 'ayyildiz' })).toBe(
      enTermination.teaser.text,
    );
    expect(testText('termination:teaser.text', { locale: 'tr' })).toBe(trTermination.teaser.text);
  });
});
