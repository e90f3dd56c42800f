import { describe, expect, it } from 'vitest';
import { checkIban } from './iban.ts';

describe('IBAN check', () => {
  it('accepts spaces and lower case and names a known German bank', () => {
    expect(checkIban('de89 3704 0044 0532 0130 00')).toEqual({
      ok: true,
      result: { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', bankName: 'Commerzbank' },
    });
  });

  it('accepts IBANs of other SEPA countries without a bank name', () => {
    expect(checkIban('AT61 1904 3002 3457 3201')).toEqual({
      ok: true,
      result: { iban: 'AT611904300234573201' },
    });
    expect(checkIban('FR14 2004 1010 0505 0001 3M02 606')).toMatchObject({ ok: true });
  });

  it.each([
    ['wrong check digits', 'DE89370400440532013001'],
    ['wrong length for the country', 'DE8937040044053201300'],
    ['an unknown country', 'XX89370400440532013000'],
    ['a valid IBAN outside SEPA', 'BR1800360305000010009795493C1'],
  ])('refuses %s', (_case, iban) => {
    expect(checkIban(iban)).toMatchObject({ ok: false });
  });
});
