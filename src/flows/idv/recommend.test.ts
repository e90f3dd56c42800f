import { describe, expect, it } from 'vitest';
import type { IdvMethodOption } from '../../api/contract/idv.ts';
import { recommendationHint, recommendedMethod } from './recommend.ts';

const prepaid: IdvMethodOption[] = [
  { method: 'eid', available: true, durationMinutes: 5 },
  { method: 'videoIdent', available: true, durationMinutes: 10 },
  { method: 'postIdent', available: true },
  { method: 'photoIdent', available: true, durationMinutes: 7 },
];
const phone = { camera: true, nfc: true };
const desktop = { camera: true, nfc: false };
const bare = { camera: false, nfc: false };

describe('recommendedMethod', () => {
  it('recommends the fastest method that works on the device', () => {
    expect(recommendedMethod(prepaid, phone)).toBe('eid');
    expect(recommendedMethod(prepaid, desktop)).toBe('photoIdent');
    expect(recommendedMethod(prepaid, bare)).toBe('postIdent');
  });

  it('never recommends a method that cannot start now', () => {
    const closed = prepaid.map((o) =>
      o.method === 'eid' || o.method === 'photoIdent' ? { ...o, available: false } : o,
    );
    expect(recommendedMethod(closed, phone)).toBe('videoIdent');
    expect(recommendedMethod(closed, bare)).toBe('postIdent');
    expect(recommendedMethod([], phone)).toBeUndefined();
    expect(
      recommendedMethod(
        prepaid.map((o) => ({ ...o, available: false })),
        phone,
      ),
    ).toBeUndefined();
  });

  it('prefers video ident on a desktop of a brand without photo ident', () => {
    const postpaid = prepaid.filter((o) => o.method !== 'photoIdent');
    expect(recommendedMethod(postpaid, desktop)).toBe('videoIdent');
  });
});

describe('recommendationHint', () => {
  it('calls only a method with a duration the fastest; PostIdent says what it takes', () => {
    expect(recommendationHint('eid')).toBe('idv:methods.recommendedHint');
    expect(recommendationHint('photoIdent')).toBe('idv:methods.recommendedHint');
    expect(recommendationHint('postIdent')).toBe('idv:methods.recommendedHintOnly');
  });
});
