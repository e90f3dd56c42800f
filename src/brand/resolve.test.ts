import { describe, expect, it } from 'vitest';
import { resolveBrand, type BrandRef } from './resolve.ts';

const brands: BrandRef[] = [
  { slug: 'o2', hosts: ['o2.localhost', 'angebot.o2.example'] },
  { slug: 'aldi', hosts: ['aldi.localhost', 'angebot.alditalk.example'] },
  { slug: 'nova', hosts: ['nova.localhost'] },
];
const pick = (input: Parameters<typeof resolveBrand>[1]) => {
  const { brand, source } = resolveBrand(brands, input);
  return `${brand.slug} by ${source}`;
};

describe('resolveBrand', () => {
  it('takes the host name first', () => {
    expect(pick({ host: 'angebot.alditalk.example', query: 'nova', stored: 'o2' })).toBe(
      'aldi by host',
    );
  });

  it('ignores the port, letter case and a trailing dot of the host', () => {
    expect(pick({ host: 'aldi.localhost:4321' })).toBe('aldi by host');
    expect(pick({ host: 'Angebot.AldiTalk.Example' })).toBe('aldi by host');
    expect(pick({ host: 'angebot.alditalk.example.' })).toBe('aldi by host');
  });

  it('takes the brand query parameter when the host is unknown', () => {
    expect(pick({ host: 'shared.example', query: 'nova', stored: 'aldi' })).toBe('nova by query');
    expect(pick({ host: 'shared.example', query: 'NOVA' })).toBe('nova by query');
  });

  it('takes the stored brand when host and query say nothing', () => {
    expect(pick({ host: 'shared.example', stored: 'aldi' })).toBe('aldi by stored');
    expect(pick({ stored: 'Aldi' })).toBe('aldi by stored');
  });

  it('lets unknown values fall through to the next source', () => {
    expect(pick({ host: 'unknown.example', query: 'nettokom', stored: 'nova' })).toBe(
      'nova by stored',
    );
    expect(pick({ host: 'unknown.example', query: 'nettokom', stored: 'whatsapp' })).toBe(
      'o2 by default',
    );
  });

  it('falls back to the first brand of the list', () => {
    expect(pick({})).toBe('o2 by default');
    expect(pick({ host: null, query: '', stored: null })).toBe('o2 by default');
  });

  it('needs at least one brand', () => {
    expect(() => resolveBrand([], {})).toThrow(/at least one brand/);
  });
});
