// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from '../api/contract/zod.ts';
import { clearDrafts, loadDraft, removeDraft, saveDraft } from './drafts.ts';

const token = 'Q2xpZW50T2ZmZXIxMjM0NTY';
const other = 'T3RoZXJPZmZlcjEyMzQ1Ng';
const typed = { givenNames: 'Anna Maria', familyName: 'Müller', birthDate: '1990-05-' };

describe('form drafts', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('keep what the customer typed, per link and form, also half-typed values', () => {
    expect(saveDraft(token, 'personalData', typed)).toBe(true);
    saveDraft(other, 'personalData', { givenNames: 'Ayşe' });
    expect(loadDraft(token, 'personalData')).toEqual(typed);
    expect(loadDraft(token, 'idData')).toBeUndefined();
    expect(loadDraft(other, 'personalData')).toEqual({ givenNames: 'Ayşe' });
  });

  it('stay out of localStorage', () => {
    saveDraft(token, 'personalData', typed);
    expect(JSON.stringify({ ...localStorage })).not.toContain('Müller');
  });

  it('are all forgotten for one link, and only for that link', () => {
    saveDraft(token, 'personalData', typed);
    saveDraft(token, 'idData', { documentNumber: 'L01X00T47' });
    saveDraft(other, 'personalData', { givenNames: 'Ayşe' });
    clearDrafts(token);
    expect(loadDraft(token, 'personalData')).toBeUndefined();
    expect(loadDraft(token, 'idData')).toBeUndefined();
    expect(loadDraft(other, 'personalData')).toEqual({ givenNames: 'Ayşe' });
  });

  it('forget one form of a link and keep the others', () => {
    saveDraft(token, 'personalData', typed);
    saveDraft(token, 'orderKey', { key: 'k' });
    removeDraft(token, 'orderKey');
    expect(loadDraft(token, 'orderKey')).toBeUndefined();
    expect(loadDraft(token, 'personalData')).toEqual(typed);
  });

  it('return only values that pass a given schema', () => {
    const schema = z.object({ givenNames: z.string(), familyName: z.string() });
    saveDraft(token, 'personalData', typed);
    expect(loadDraft(token, 'personalData', schema)).toEqual({
      givenNames: 'Anna Maria',
      familyName: 'Müller',
    });
    saveDraft(token, 'personalData', { givenNames: 7 });
    expect(loadDraft(token, 'personalData', schema)).toBeUndefined();
  });

  it.each([['{"givenNames":'], ['"text"'], ['[1,2]'], ['null']])(
    'read a corrupted draft %s as none',
    (stored) => {
      sessionStorage.setItem(`draft:${token}:personalData`, stored);
      expect(loadDraft(token, 'personalData')).toBeUndefined();
    },
  );

  it('do not fail when the browser denies sessionStorage', () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(saveDraft(token, 'personalData', typed)).toBe(false);
    expect(loadDraft(token, 'personalData')).toBeUndefined();
    expect(() => clearDrafts(token)).not.toThrow();
    expect(() => removeDraft(token, 'personalData')).not.toThrow();
  });

  it('do not fail when storage is full', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(saveDraft(token, 'personalData', typed)).toBe(false);
  });
});
