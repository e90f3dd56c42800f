// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from '../api/contract/zod.ts';
import { flowAnswers } from './answers.ts';
import { memoryOnly } from './memoryOnly.ts';

const token = 'Q2xpZW50T2ZmZXIxMjM0NTY';
const schemas = {
  person: z.object({ name: z.string() }),
  payment: z.object({ iban: z.string(), accountHolder: z.string() }),
};
/** The answers as a page builds them: a new page load is a new memory. */
const pageLoad = () => memoryOnly(flowAnswers('offer', schemas), schemas, { payment: ['iban'] });
const payment = { iban: 'DE89370400440532013000', accountHolder: 'Anna Müller' };
const webStorage = () => JSON.stringify({ ...sessionStorage, ...localStorage });

describe('answers with fields kept in memory only', () => {
  let answers = pageLoad();
  beforeEach(() => {
    sessionStorage.clear();
    answers = pageLoad();
  });

  it('never put a held field into web storage, typed or confirmed, yet answer whole in this document', () => {
    answers.keepTyping(token, 'payment', { iban: 'DE89 3704', accountHolder: 'Anna' });
    expect(answers.typing(token, 'payment')).toEqual({ iban: 'DE89 3704', accountHolder: 'Anna' });
    answers.confirm(token, 'payment', payment);
    answers.confirm(token, 'person', { name: 'Anna Müller' });
    expect(answers.answer(token, 'payment')).toEqual(payment);
    expect(webStorage()).toContain('Anna Müller');
    expect(webStorage()).not.toContain('DE89');
    expect(answers.lostFromMemory(token, 'payment')).toBe(false);
  });

  it('after a page load count the answer as missing, keep the rest for its form, and say why', () => {
    answers.confirm(token, 'payment', payment);
    const later = pageLoad();
    expect(later.answer(token, 'payment')).toBeUndefined();
    expect(later.lostFromMemory(token, 'payment')).toBe(true);
    expect(later.typing(token, 'payment')).toEqual({ accountHolder: 'Anna Müller' });
    later.keepTyping(token, 'payment', { iban: 'DE89', accountHolder: 'Anna Müller' });
    expect(later.lostFromMemory(token, 'payment')).toBe(false);
    later.confirm(token, 'payment', payment);
    expect(later.answer(token, 'payment')).toEqual(payment);
  });

  it('lose nothing of a step without held fields', () => {
    answers.confirm(token, 'person', { name: 'Anna Müller' });
    expect(pageLoad().answer(token, 'person')).toEqual({ name: 'Anna Müller' });
    expect(pageLoad().lostFromMemory(token, 'person')).toBe(false);
  });

  it('ignore a held field an older release stored', () => {
    sessionStorage.setItem(
      `answers:offer:${token}`,
      JSON.stringify({ answers: { payment }, typing: {} }),
    );
    expect(answers.answer(token, 'payment')).toBeUndefined();
    expect(answers.typing(token, 'payment')).toEqual({ accountHolder: 'Anna Müller' });
  });

  it('tell which steps hold something a page load would lose', () => {
    expect(answers.heldNow(token)).toEqual([]);
    answers.keepTyping(token, 'payment', { iban: '', accountHolder: 'Anna' });
    expect(answers.heldNow(token)).toEqual([]);
    answers.keepTyping(token, 'payment', { iban: 'DE89', accountHolder: 'Anna' });
    expect(answers.heldNow(token)).toEqual(['payment']);
    answers.confirm(token, 'payment', payment);
    expect(answers.heldNow(token)).toEqual(['payment']);
    expect(answers.heldNow('another-offer-token-123')).toEqual([]);
    expect(pageLoad().heldNow(token)).toEqual([]);
  });

  it('say once when a held field first holds something', () => {
    let told = 0;
    const answers = memoryOnly(
      flowAnswers('offer', schemas),
      schemas,
      { payment: ['iban'] },
      () => {
        told += 1;
      },
    );
    answers.keepTyping(token, 'payment', { iban: '', accountHolder: 'Anna' });
    answers.confirm(token, 'person', { name: 'Anna Müller' });
    expect(told).toBe(0);
    answers.keepTyping(token, 'payment', { iban: 'DE89', accountHolder: 'Anna' });
    answers.confirm(token, 'payment', payment);
    expect(told).toBe(1);
  });

  it('forget the held fields with the link', () => {
    answers.confirm(token, 'payment', payment);
    answers.forget(token);
    expect(answers.answer(token, 'payment')).toBeUndefined();
    expect(answers.lostFromMemory(token, 'payment')).toBe(false);
  });
});
