import { describe, expect, it } from 'vitest';
import { monthNumber, readDateParts } from './birthDate.ts';

const today = '2026-03-15';
const read = (day: string, month: string, year: string) =>
  readDateParts({ day, month, year }, today);

describe('a birth date typed in three fields', () => {
  it('reads a real date, with or without leading zeros', () => {
    expect(read('7', '3', '1990')).toEqual({ ok: true, iso: '1990-03-07' });
    expect(read(' 07 ', '03', '1990')).toEqual({ ok: true, iso: '1990-03-07' });
  });

  it('accepts month names in German, English and Turkish', () => {
    expect(read('1', 'Januar', '1990')).toEqual({ ok: true, iso: '1990-01-01' });
    expect(read('1', 'jan', '1990')).toEqual({ ok: true, iso: '1990-01-01' });
    expect(read('1', 'Mär', '1990')).toEqual({ ok: true, iso: '1990-03-01' });
    expect(read('1', 'October', '1990')).toEqual({ ok: true, iso: '1990-10-01' });
    expect(read('1', 'Ocak', '1990')).toEqual({ ok: true, iso: '1990-01-01' });
    expect(monthNumber('ju')).toBeUndefined();
    expect(monthNumber('13')).toBeUndefined();
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
  });

  it('wants four digits for the year', () => {
    expect(read('1', '3', '90')).toEqual({ ok: false, problem: 'yearFormat', parts: ['year'] });
  });

  it('refuses dates that do not exist', () => {
    expect(read('31', '4', '1990')).toMatchObject({ ok: false, problem: 'notReal' });
    expect(read('29', '2', '1991')).toMatchObject({ ok: false, problem: 'notReal' });
    expect(read('29', '2', '1992')).toEqual({ ok: true, iso: '1992-02-29' });
    expect(read('x', '3', '1990')).toMatchObject({ ok: false, problem: 'notReal' });
    expect(read('1', 'foo', '1990')).toMatchObject({ ok: false, problem: 'notReal' });
  });

  it('refuses dates before 1900 and dates not yet in the past', () => {
    expect(read('1', '1', '1899')).toEqual({ ok: false, problem: 'tooEarly', parts: ['year'] });
    expect(read('15', '3', '2026')).toMatchObject({ ok: false, problem: 'future' });
    expect(read('14', '3', '2026')).toEqual({ ok: true, iso: '2026-03-14' });
  });
});
