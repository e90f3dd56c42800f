import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fieldErrorCodes } from '../contract/fieldErrors.ts';
import { testText } from '../../i18n/testing.ts';
import type { TextTree } from '../../i18n/translationSystem.ts';
import { locales, type Locale } from '../../routes.ts';
import { ApiError, IdvError, OfferError, ValidationError } from './classes.ts';
import { apiCodes, idvCodes, offerCodes } from './codes.ts';
import { RefusedRequestError, refusedCodes } from './refused.ts';
import { idvTexts } from './idvTexts.ts';
import { offerTexts } from './offerTexts.ts';
import { errorTextKey, errorTextValues } from './texts.ts';

const texts = Object.fromEntries(
  locales.map((lng) => [
    lng,
    JSON.parse(
      readFileSync(resolve(import.meta.dirname, `../../../locales/${lng}/errors.json`), 'utf8'),
    ) as TextTree,
  ]),
) as Record<Locale, TextTree>;

function leaves(tree: TextTree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

const getText = (tree: TextTree, path: string) => new Map(leaves(tree)).get(path);

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]);
const errorKeys = [
  ...offerCodes.map((c) => `offer.${c}`),
  ...idvCodes.map((c) => `idv.${c}`),
  ...apiCodes.map((c) => `api.${c}`),
  ...refusedCodes.map((c) => `request.${c}`),
];
const hotlineCodes = ['offer.ReservationCallHotline', 'idv.RESERVATION_CALL_HOTLINE'];

describe('errors namespace', () => {
  it.each(locales)('has a title and a text for every error code in %s', (lng) => {
    for (const key of errorKeys)
      for (const part of ['title', 'text'])
        expect(getText(texts[lng], `${key}.${part}`), `${lng} ${key}.${part}`).toMatch(/\S/);
  });

  it.each(locales)('has a text for every field error code in %s', (lng) => {
    for (const code of fieldErrorCodes)
      expect(getText(texts[lng], `field.${code}`), `${lng} field.${code}`).toMatch(/\S/);
  });

  it('has the same keys in de, en and tr, and no key without a code', () => {
    const keys = (lng: Locale) =>
      leaves(texts[lng])
        .map(([k]) => k)
        .sort();
    expect(keys('en')).toEqual(keys('de'));
    expect(keys('tr')).toEqual(keys('de'));
    const known = [
      ...errorKeys.flatMap((k) => [`${k}.title`, `${k}.text`]),
      ...fieldErrorCodes.map((c) => `field.${c}`),
      'downtime.window',
    ].sort();
    expect(keys('de')).toEqual(known);
  });

  it('uses the same placeholders in every language, only hotline, from and to', () => {
    for (const [key, de] of leaves(texts.de)) {
      for (const lng of locales)
        expect(placeholders(getText(texts[lng], key) ?? '').sort(), `${lng} ${key}`).toEqual(
          placeholders(de).sort(),
        );
      const allowed = key === 'downtime.window' ? ['from', 'to'] : ['hotline'];
      for (const name of placeholders(de)) expect(allowed, key).toContain(name);
    }
    expect(placeholders(getText(texts.de, 'downtime.window') ?? '').sort()).toEqual(['from', 'to']);
    for (const key of hotlineCodes)
      expect(placeholders(getText(texts.de, `${key}.text`) ?? '')).toContain('hotline');
  });

  it('contains plain text only, no markup', () => {
    for (const lng of locales)
      for (const [key, text] of leaves(texts[lng]))
        expect(text, `${lng} ${key}`).not.toMatch(/[<>]/);
  });
});

describe('errorTextKey', () => {
  const downtime = { from: '2026-01-14T22:00:00+01:00', to: '2026-01-15T02:00:00+01:00' };

  it.each([
    [new OfferError('OfferExpired', 'x'), offerTexts, 'errors:offer.OfferExpired'],
    [new OfferError('NotAuthorized', 'x'), offerTexts, 'errors:offer.NotAuthorized'],
    [new IdvError('IDV_SUCCESS', 'x'), idvTexts, 'errors:idv.IDV_SUCCESS'],
    [new IdvError('Unexpected', 'x'), idvTexts, 'errors:idv.Unexpected'],
    [new RefusedRequestError('TooManyRequests'), offerTexts, 'errors:request.TooManyRequests'],
    [new RefusedRequestError('InvalidCode'), idvTexts, 'errors:request.InvalidCode'],
    [new ValidationError([]), offerTexts, 'errors:api.ValidationFailed'],
    [new ApiError(), idvTexts, 'errors:api.ApiError'],
    [new TypeError('undefined is not a function'), offerTexts, 'errors:api.Unexpected'],
    ['a thrown string', idvTexts, 'errors:api.Unexpected'],
    // A flow names its own errors' texts only: its island carries no other flow's.
    [new IdvError('IDV_SUCCESS', 'x'), offerTexts, 'errors:api.Unexpected'],
    [new OfferError('OfferExpired', 'x'), idvTexts, 'errors:api.Unexpected'],
  ])('points %o to %s', (error, flow, base) => {
    expect(errorTextKey(error, flow)).toEqual({ title: `${base}.title`, text: `${base}.text` });
  });

  it('adds the window text when the error carries a maintenance window', () => {
    expect(errorTextKey(new OfferError('Downtime', 'x', { downtime }), offerTexts)).toEqual({
      title: 'errors:offer.Downtime.title',
      text: 'errors:offer.Downtime.text',
      window: 'errors:downtime.window',
    });
    expect(errorTextKey(new IdvError('DOWNTIME', 'x', { downtime }), idvTexts).window).toBe(
      'errors:downtime.window',
    );
  });
});

describe('errorTextValues', () => {
  const downtime = { from: '2026-01-14T21:00:00Z', to: '2026-01-15T01:30:00Z' };
  const brand = { hotline: '089 787979400' };

  it('shows the maintenance window in German time and the page language', () => {
    const error = new OfferError('Downtime', 'x', { downtime });
    const window = (locale: Locale) => {
      const values = errorTextValues(error, { locale, ...brand });
      return testText('errors:downtime.window', { locale, values });
    };
    expect(window('de')).toBe('Voraussichtlich von 14.01.2026, 22:00 bis 15.01.2026, 02:30.');
    expect(window('en')).toMatch(
      /^Expected from Jan 14, 2026, 10:00\sPM to Jan 15, 2026, 2:30\sAM\.$/,
    );
    expect(window('tr')).toBe('Tahmini süre: 14 Oca 2026 22:00 – 15 Oca 2026 02:30.');
  });

  it("uses the shop hotline of the offer or the verification, else the brand's", () => {
    const withShop = new OfferError('ReservationCallHotline', 'x', { shopHotline: '0800 1234567' });
    expect(errorTextValues(withShop, { locale: 'de', ...brand })).toEqual({
      hotline: '0800 1234567',
    });
    const idvShop = new IdvError('RESERVATION_CALL_HOTLINE', 'x', { shopHotline: '0800 7654321' });
    expect(errorTextValues(idvShop, { locale: 'de', ...brand })).toEqual({
      hotline: '0800 7654321',
    });
    const plain = new IdvError('RESERVATION_CALL_HOTLINE', 'x');
    expect(errorTextValues(plain, { locale: 'de', ...brand })).toEqual({
      hotline: '089 787979400',
    });
    const text = testText('errors:idv.RESERVATION_CALL_HOTLINE.text', {
      values: errorTextValues(plain, { locale: 'de', ...brand }),
    });
    expect(text).toContain('089 787979400');
  });
});
