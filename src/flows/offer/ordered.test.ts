import { describe, expect, it } from 'vitest';
import { offerStates } from '../../api/contract/offer.ts';
import { isOrdered } from './ordered.ts';

describe('isOrdered', () => {
  it('holds for an accepted or confirmed offer only', () => {
    expect(offerStates.filter(isOrdered)).toEqual(['submitted', 'confirmed']);
  });
});
