import { describe, expect, it } from 'vitest';
import { checkAddress } from './addressCheck.ts';

const at = (street: string, houseNumber: string, postalCode: string, city: string) => ({
  street,
  houseNumber,
  postalCode,
  city,
});

describe('address validation', () => {
  it('accepts an address exactly as the data set has it', () => {
    expect(checkAddress(at('Georg-Brauchle-Ring', '50', '80992', 'München'))).toEqual({
      result: 'valid',
    });
  });

  it.each([
    ['a typo in the street', at('Hauptstrase', '5', '10827', 'Berlin'), { street: 'Hauptstraße' }],
    [
      'an abbreviated street',
      at('Sendlinger Str.', '12a', '80331', 'München'),
      { street: 'Sendlinger Straße' },
    ],
    [
      'a wrong postal code for the city',
      at('Georg-Brauchle-Ring', '50', '80999', 'München'),
      { postalCode: '80992' },
    ],
    [
      'the postal code of another part of a long street',
      at('Friedrichstraße', '120', '10969', 'Berlin'),
      { postalCode: '10117' },
    ],
    ['a short city name', at('Zeil', '10', '60313', 'Frankfurt'), { city: 'Frankfurt am Main' }],
    [
      'lower case',
      at('hauptstraße', '5', '10827', 'berlin'),
      { street: 'Hauptstraße', city: 'Berlin' },
    ],
  ])('corrects %s', (_case, typed, corrected) => {
    expect(checkAddress(typed)).toEqual({
      result: 'corrected',
      suggestion: { ...typed, ...corrected },
    });
  });

  it('offers a choice when the postal code covers several villages with that street', () => {
    const checked = checkAddress(at('Dorfstraße', '3', '25938', 'Föhr'));
    expect(checked.result).toBe('choice');
    const cities = checked.result === 'choice' ? checked.candidates.map((c) => c.city) : [];
    expect(cities).toEqual(['Nieblum', 'Oevenum', 'Midlum']);
  });

  it('offers a choice when the city name fits several towns', () => {
    const checked = checkAddress(at('Bahnhofstraße', '1', '99999', 'Neustadt'));
    expect(checked.result === 'choice' && checked.candidates.map((c) => c.postalCode)).toEqual([
      '67433',
      '96465',
      '23730',
    ]);
  });

  it('picks the one town a postal code names', () => {
    expect(checkAddress(at('Bahnhofstraße', '1', '67433', 'Neustadt'))).toEqual({
      result: 'corrected',
      suggestion: at('Bahnhofstraße', '1', '67433', 'Neustadt an der Weinstraße'),
    });
  });

  it('reports an unknown street or house number in a covered area', () => {
    expect(checkAddress(at('Musterweg', '1', '80331', 'München'))).toEqual({
      result: 'unknown',
      field: 'street',
    });
    expect(checkAddress(at('Alexanderplatz', '99', '10178', 'Berlin'))).toEqual({
      result: 'unknown',
      field: 'houseNumber',
    });
  });

  it('accepts addresses outside the data set, which the sandbox cannot know', () => {
    expect(checkAddress(at('Am Markt', '1', '18055', 'Rostock'))).toEqual({ result: 'valid' });
  });
});
