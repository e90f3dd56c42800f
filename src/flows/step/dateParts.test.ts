import { z } from '../../api/contract/zod.ts';
import { describe, expect, it } from 'vitest';
import {
  datePartsRule,
  dateProblemKey,
  localToday,
  monthNumber,
  readDateParts,
  type DateRules,
} from './dateParts.ts';
import { testText } from '../../i18n/testing.ts';
import type { Translate } from '../../i18n/translate.ts';
import { messageValuesOf } from './messageValues.ts';
import type { Locale } from '../../routes.ts';

const today = '2026-03-15';
const birthDate: DateRules = { today, when: 'past', earliestYear: 1900 };
const expiryDate: DateRules = { today, when: 'notPast', latestYear: 2036 };
const read = (day: string, month: string, year: string, rules = birthDate) =>
  readDateParts({ day, month, year }, rules);

describe('a date typed in three fields', () => {
  it('reads a real date, with or without leading zeros and spaces', () => {
    expect(read('7', '3', '1990')).toEqual({ ok: true, iso: '1990-03-07' });
    expect(read(' 07 ', '03', ' 1990')).toEqual({ ok: true, iso: '1990-03-07' });
  });

  it('accepts month names in German, English and Turkish, whole or from the third letter', () => {
    expect(read('1', 'Januar', '1990')).toEqual({ ok: true, iso: '1990-01-01' });
    expect(read('1', 'jan', '1990')).toEqual({ ok: true, iso: '1990-01-01' });
    expect(read('1', 'Mär', '1990')).toEqual({ ok: true, iso: '1990-03-01' });
    expect(read('1', 'Sept.', '1990')).toEqual({ ok: true, iso: '1990-09-01' });
    expect(read('1', 'October', '1990')).toEqual({ ok: true, iso: '1990-10-01' });
    expect(read('1', 'Ocak', '1990')).toEqual({ ok: true, iso: '1990-01-01' });
    expect(monthNumber('ju')).toBeUndefined();
    expect(monthNumber('jun')).toBe(6);
    expect(monthNumber('13')).toBeUndefined();
    expect(monthNumber('0')).toBeUndefined();
  });

  it('asks for the date when nothing is typed', () => {
    expect(read('', ' ', '')).toEqual({
      ok: false,
      problem: 'required',
      parts: ['day', 'month', 'year'],
    });
  });

  it('names exactly the parts that are missing', () => {
    expect(read('', '3', '1990')).toEqual({ ok: false, problem: 'missing', parts: ['day'] });
    expect(read('', '', '1990')).toEqual({
      ok: false,
      problem: 'missing',
      parts: ['day', 'month'],
    });
    expect(read('7', '', '')).toEqual({ ok: false, problem: 'missing', parts: ['month', 'year'] });
  });

  it('wants four digits for the year', () => {
    expect(read('1', '3', '90')).toEqual({ ok: false, problem: 'yearFormat', parts: ['year'] });
    expect(read('1', '3', '19 90')).toEqual({ ok: false, problem: 'yearFormat', parts: ['year'] });
  });

  it('refuses dates that do not exist, marking every part', () => {
    expect(read('31', '4', '1990')).toEqual({
      ok: false,
      problem: 'notReal',
      parts: ['day', 'month', 'year'],
    });
    expect(read('29', '2', '1991')).toMatchObject({ ok: false, problem: 'notReal' });
    expect(read('29', '2', '1992')).toEqual({ ok: true, iso: '1992-02-29' });
    expect(read('x', '3', '1990')).toMatchObject({ ok: false, problem: 'notReal' });
    expect(read('1', 'foo', '1990')).toMatchObject({ ok: false, problem: 'notReal' });
  });

  it('refuses years before the earliest and after the latest, marking the year', () => {
    expect(read('1', '1', '1899')).toEqual({ ok: false, problem: 'tooEarly', parts: ['year'] });
    expect(read('1', '1', '1900')).toEqual({ ok: true, iso: '1900-01-01' });
    expect(read('1', '1', '2037', expiryDate)).toEqual({
      ok: false,
      problem: 'tooLate',
      parts: ['year'],
    });
    expect(read('31', '12', '2036', expiryDate)).toEqual({ ok: true, iso: '2036-12-31' });
    expect(read('1', '1', '1000', { today, when: 'past' })).toEqual({
      ok: true,
      iso: '1000-01-01',
    });
  });

  it('in the past: before today, not today', () => {
    expect(read('15', '3', '2026')).toMatchObject({ ok: false, problem: 'future' });
    expect(read('1', '1', '2030')).toMatchObject({ ok: false, problem: 'future' });
    expect(read('14', '3', '2026')).toEqual({ ok: true, iso: '2026-03-14' });
  });

  it('not past: today or later, not yesterday', () => {
    expect(read('15', '3', '2026', expiryDate)).toEqual({ ok: true, iso: '2026-03-15' });
    expect(read('14', '3', '2026', expiryDate)).toEqual({
      ok: false,
      problem: 'expired',
      parts: ['day', 'month', 'year'],
    });
  });
});

describe('dateProblemKey', () => {
  const own = 'idData:errors.expiryDate';
  it('takes what every date has alike from the date table, naming the missing parts', () => {
    expect(dateProblemKey(own, { ok: false, problem: 'missing', parts: ['day'] })).toBe(
      'dates:errors.missingDay',
    );
    expect(dateProblemKey(own, { ok: false, problem: 'missing', parts: ['month', 'year'] })).toBe(
      'dates:errors.missingMonthYear',
    );
    expect(dateProblemKey(own, { ok: false, problem: 'notReal', parts: ['day'] })).toBe(
      'dates:errors.notReal',
    );
  });

  it('takes the question’s own words for nothing typed and for what its rules mean', () => {
    expect(dateProblemKey(own, { ok: false, problem: 'required', parts: ['day'] })).toBe(
      `${own}.required`,
    );
    expect(dateProblemKey(own, { ok: false, problem: 'expired', parts: ['day'] })).toBe(
      `${own}.expired`,
    );
  });
});

describe('datePartsRule', () => {
  const rule = z.object({
    birthDate: datePartsRule(
      'birthDate',
      'personalData:errors.birthDate',
      () => birthDate,
      (iso) => (iso > '2008-03-15' ? 'underage' : undefined),
    ),
  });
  const issues = (day: string, month: string, year: string) => {
    const result = z.safeParse(rule, { birthDate: { day, month, year } });
    return result.success
      ? []
      : result.error.issues.map(({ path, message }) => [path.join('.'), message]);
  };

  it('gives the ISO date of a date that passes', () => {
    expect(z.parse(rule, { birthDate: { day: '7', month: 'März', year: '1990' } })).toEqual({
      birthDate: '1990-03-07',
    });
  });

  it('puts the message on each part that is wrong, so the form marks just those', () => {
    expect(issues('', '3', '')).toEqual([
      ['birthDate.day', 'dates:errors.missingDayYear'],
      ['birthDate.year', 'dates:errors.missingDayYear'],
    ]);
    expect(issues('7', '3', '90')).toEqual([['birthDate.year', 'dates:errors.yearFormat']]);
    expect(issues('31', '4', '1990').map(([path]) => path)).toEqual([
      'birthDate.day',
      'birthDate.month',
      'birthDate.year',
    ]);
  });

  it('carries the values of its messages: the date’s name and the earliest year', () => {
    const t: Translate = (key, values) => testText(key, { values: values ?? {} });
    const values = messageValuesOf(rule, 'birthDate')?.(t);
    expect(values).toEqual({ field: 'Das Geburtsdatum', earliest: 1900 });
    const [[, key] = []] = issues('31', '12', '1899');
    expect(testText(key ?? '', { values: values ?? {} })).toBe(
      'Das Geburtsdatum muss im Jahr 1900 oder später liegen.',
    );
  });

  it('adds the question’s own check on a real date, on every part', () => {
    expect(issues('1', '1', '2010')).toEqual(
      ['day', 'month', 'year'].map((part) => [
        `birthDate.${part}`,
        'personalData:errors.birthDate.underage',
      ]),
    );
  });
});

describe('localToday', () => {
  it('is the local date, not the UTC one', () => {
    expect(localToday(new Date(2026, 0, 1, 0, 30))).toBe('2026-01-01');
    expect(localToday(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
  });
});

describe('the messages of a date typed in three fields, in de, en and tr', () => {
  const expiry = z.object({
    expiryDate: datePartsRule<'tooLate' | 'expired'>(
      'expiryDate',
      'idData:errors.expiryDate',
      () => expiryDate,
    ),
  });
  /** The message each wrong part gets, in the words of `locale`, as the form step fills it in. */
  const messages = (locale: Locale, day: string, month: string, year: string) => {
    const t: Translate = (key, values) => testText(key, { locale, values: values ?? {} });
    const values = messageValuesOf(expiry, 'expiryDate')?.(t) ?? {};
    const result = z.safeParse(expiry, { expiryDate: { day, month, year } });
    return result.success
      ? []
      : [...new Set(result.error.issues.map((i) => testText(i.message, { locale, values })))];
  };

  it.each([
    ['de', 'Ihr Dokument ist abgelaufen. Bitte nutzen Sie ein Dokument, das noch gültig ist.'],
    ['en', 'Your document has expired. Please use a document that is still valid.'],
    ['tr', 'Belgenizin süresi dolmuş. Lütfen hâlâ geçerli olan bir belge kullanın.'],
  ] as const)(
    'in %s, an expired document gets one message, the same on every part',
    (locale, text) => {
      expect(messages(locale, '14', '3', '2026')).toEqual([text]);
    },
  );

  it.each([
    ['de', 'Das Ablaufdatum muss einen Tag und ein Jahr enthalten.'],
    ['en', 'Expiry date must include a day and year.'],
    ['tr', 'Son geçerlilik tarihi bir gün ve bir yıl içermelidir.'],
  ] as const)('in %s, names the parts that are missing', (locale, text) => {
    expect(messages(locale, '', 'August', '')).toEqual([text]);
  });

  it.each(['de', 'en', 'tr'] as const)(
    'in %s, reads day, month, year in that order (31.08. is no month 31)',
    (locale) => {
      expect(messages(locale, '31', '8', '2031')).toEqual([]);
    },
  );
});
