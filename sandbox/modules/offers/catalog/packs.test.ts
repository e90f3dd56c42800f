import { describe, expect, it } from 'vitest';
import { namedIn, pack, packName } from './packs.ts';

describe('pack names', () => {
  it('are in the language asked for where the catalog has it, German otherwise', () => {
    const turkey = pack('turkeyMinutes');
    expect(packName(turkey, 'tr')).toBe('Türkiye Paketi 1.000 Dakika');
    expect(packName(turkey, 'en')).toBe('Turkey pack 1,000 minutes');
    expect(packName(turkey, 'de')).toBe('Türkei-Paket 1.000 Minuten');
    expect(packName(turkey, undefined)).toBe('Türkei-Paket 1.000 Minuten');
    expect(packName({ name: 'Neues Paket' }, 'tr')).toBe('Neues Paket');
  });

  it('name every pack of an offer’s positions, leaving the rest as it is', () => {
    const items = [{ id: '1', packs: [pack('turkeyMinutes'), pack('data5')] }];
    const named = namedIn(items, 'tr');
    expect(named[0]?.packs.map((p) => p.name)).toEqual([
      'Türkiye Paketi 1.000 Dakika',
      'Veri paketi 5 GB',
    ]);
    expect(items[0]?.packs[0]?.name).toBe('Türkei-Paket 1.000 Minuten');
  });
});
