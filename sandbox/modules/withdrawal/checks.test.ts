import { describe, expect, it } from 'vitest';
import { emailMatches, nameMatches, nameWords } from './checks.ts';

const anna = { givenNames: 'Anna Maria', familyName: 'Müller-Lüdenscheidt' };

describe('name normalisation', () => {
  it('compares words in lower case, umlauts written out, other accents dropped, hyphens and spaces alike', () => {
    expect(nameWords('  Anna   MÜLLER-Lüdenscheidt ')).toEqual([
      'anna',
      'mueller',
      'luedenscheidt',
    ]);
    expect(nameWords('Straße Çağlar İlkay Iğdır José')).toEqual([
      'strasse',
      'caglar',
      'ilkay',
      'igdir',
      'jose',
    ]);
    // The same umlaut typed as a + combining diaeresis.
    expect(nameWords('Mu\u0308ller')).toEqual(['mueller']);
  });

  it.each([
    'Anna Maria Müller-Lüdenscheidt',
    'anna maria mueller-luedenscheidt',
    'ANNA MÜLLER LÜDENSCHEIDT',
    'Anna Mueller-Luedenscheidt',
    'Maria Müller-Lüdenscheidt',
    ' Anna\tMaria  Müller–Lüdenscheidt ',
  ])('%s names the customer', (given) => {
    expect(nameMatches(given, anna)).toBe(true);
  });

  it.each([
    'Müller-Lüdenscheidt',
    'Anna Müller',
    'Anna Lüdenscheidt',
    'Maria Anna Müller-Lüdenscheidt',
    'Müller-Lüdenscheidt Anna',
    'Erika Müller-Lüdenscheidt',
    'Anna Maria Müller-Lüdenscheidt Schmidt',
    '',
  ])('%s does not', (given) => {
    expect(nameMatches(given, anna)).toBe(false);
  });

  it('compares e-mail addresses without case and surrounding spaces', () => {
    expect(emailMatches(' Anna.Mueller@Example.DE ', 'anna.mueller@example.de')).toBe(true);
    expect(emailMatches('anna.mueller@example.com', 'anna.mueller@example.de')).toBe(false);
  });
});
