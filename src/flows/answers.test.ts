// @vitest-environment jsdom
import { z } from '../api/contract/zod.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { flowAnswers } from './answers.ts';

const token = 'Q2xpZW50T2ZmZXIxMjM0NTY';
const other = 'T3RoZXJPZmZlcjEyMzQ1Ng';

const answers = flowAnswers('offer', {
  person: z.object({ givenNames: z.string(), familyName: z.string() }),
  orderKey: z.string().check(z.minLength(1)),
});
const anna = { givenNames: 'Anna Maria', familyName: 'Müller' };
const halfTyped = { givenNames: 'Anna Maria', birthDate: { day: '3', month: '', year: '' } };

describe('the answers of a flow', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('keep a confirmed answer per link and step', () => {
    answers.confirm(token, 'person', anna);
    answers.confirm(other, 'person', { givenNames: 'Ayşe', familyName: 'Yılmaz' });
    expect(answers.answer(token, 'person')).toEqual(anna);
    expect(answers.answer(token, 'orderKey')).toBeUndefined();
    expect(answers.answer(other, 'person')).toEqual({ givenNames: 'Ayşe', familyName: 'Yılmaz' });
  });

  it('keep what is typed, half-typed values too, until the step is confirmed', () => {
    answers.keepTyping(token, 'person', halfTyped);
    expect(answers.typing(token, 'person')).toEqual(halfTyped);
    expect(answers.typing(other, 'person')).toBeUndefined();
    answers.confirm(token, 'person', anna);
    expect(answers.typing(token, 'person')).toBeUndefined();
    expect(answers.answer(token, 'person')).toEqual(anna);
  });

  it('stay in this tab: sessionStorage, never localStorage', () => {
    answers.confirm(token, 'person', anna);
    answers.keepTyping(token, 'orderKey', halfTyped);
    expect(JSON.stringify({ ...localStorage })).not.toContain('Müller');
    expect(JSON.stringify({ ...sessionStorage })).toContain('Müller');
  });

  it('read an answer that no longer passes its schema as missing', () => {
    answers.confirm(token, 'person', anna);
    sessionStorage.setItem(
      `answers:offer:${token}`,
      JSON.stringify({ answers: { person: { givenNames: 7 } }, typing: {} }),
    );
    expect(answers.answer(token, 'person')).toBeUndefined();
  });

  it('forget one step, or everything of one link, and only that', () => {
    answers.confirm(token, 'person', anna);
    answers.confirm(token, 'orderKey', 'k');
    answers.keepTyping(token, 'person', halfTyped);
    answers.confirm(other, 'orderKey', 'o');
    answers.drop(token, 'orderKey');
    expect(answers.answer(token, 'orderKey')).toBeUndefined();
    expect(answers.answer(token, 'person')).toEqual(anna);
    answers.forget(token);
    expect(answers.answer(token, 'person')).toBeUndefined();
    expect(answers.typing(token, 'person')).toBeUndefined();
    expect(answers.answer(other, 'orderKey')).toBe('o');
  });

  it('are separate per flow', () => {
    const termination = flowAnswers('termination', { orderKey: z.string() });
    answers.confirm(token, 'orderKey', 'offer-key');
    expect(termination.answer(token, 'orderKey')).toBeUndefined();
  });

  it.each([
    ['{"answers":'],
    ['"text"'],
    ['[1,2]'],
    ['null'],
    ['{"answers":{"person":1}}'],
    ['{"answers":[],"typing":{}}'],
  ])('read the corrupted store %s as nothing kept', (stored) => {
    sessionStorage.setItem(`answers:offer:${token}`, stored);
    expect(answers.answer(token, 'person')).toBeUndefined();
    expect(answers.typing(token, 'person')).toBeUndefined();
    answers.confirm(token, 'orderKey', 'k');
    expect(answers.answer(token, 'orderKey')).toBe('k');
  });

  it('read typing that is not a set of fields as none', () => {
    sessionStorage.setItem(
      `answers:offer:${token}`,
      JSON.stringify({ answers: {}, typing: { person: 'Anna' } }),
    );
    expect(answers.typing(token, 'person')).toBeUndefined();
  });

  it('do not fail when the browser denies sessionStorage', () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => answers.confirm(token, 'person', anna)).not.toThrow();
    expect(() => answers.keepTyping(token, 'person', halfTyped)).not.toThrow();
    expect(answers.answer(token, 'person')).toBeUndefined();
    expect(answers.typing(token, 'person')).toBeUndefined();
    expect(() => answers.drop(token, 'person')).not.toThrow();
    expect(() => answers.forget(token)).not.toThrow();
  });

  it('do not fail when storage is full, and keep what was kept before', () => {
    answers.confirm(token, 'person', anna);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => answers.confirm(token, 'orderKey', 'k')).not.toThrow();
    expect(answers.answer(token, 'person')).toEqual(anna);
    expect(answers.answer(token, 'orderKey')).toBeUndefined();
  });
});
