import { describe, expect, it } from 'vitest';
import { phaseSplit } from './buildTimings.ts';

describe('build phases', () => {
  it('split a build at its marks, the early browser environment of type generation aside', () => {
    const marks = [
      ['config', 1000],
      ['client start', 1200],
      ['build start', 1700],
      ['prerender start', 1900],
      ['prerender end', 3000],
      ['client start', 3100],
      ['client end', 4800],
      ['pages', 6000],
      ['done', 6010],
    ].map(([what, at]) => ({ what: what as string, at: at as number }));
    expect(phaseSplit(marks).map((p) => p.seconds)).toEqual([1, 0.9, 1.1, 1.7, 1.2]);
  });
});
