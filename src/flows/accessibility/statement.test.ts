import { describe, expect, it } from 'vitest';
import facts from './statement.json' with { type: 'json' };
import { parseStatement, reviewDate, statement } from './statement.ts';

describe('the accessibility statement', () => {
  it('reads its facts from the data file', () => {
    expect(statement.standards).toEqual({ wcag: '2.2', level: 'AA', en301549: 'V3.2.1' });
    expect(statement.authority.name).toContain('(MLBF)');
  });

  it('refuses a data file with a broken field', () => {
    const broken = { ...facts, feedback: { ...facts.feedback, email: 'no address' } };
    expect(() => parseStatement(broken)).toThrow(/feedback[\s\S]*email/);
    expect(() => parseStatement({ ...facts, conformance: 'mostly' })).toThrow(/conformance/);
  });

  it("dates the review on the build's day in Germany, in the page's language", () => {
    const lateEvening = new Date('2026-11-25T23:30:00Z');
    expect(reviewDate('de', lateEvening)).toBe('26. November 2026');
    expect(reviewDate('en', lateEvening)).toBe('November 26, 2026');
    expect(reviewDate('tr', lateEvening)).toBe('26 Kasım 2026');
  });
});
