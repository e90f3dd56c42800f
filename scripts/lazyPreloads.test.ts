import { describe, expect, it } from 'vitest';
import { newDependencies } from './lazyPreloads.ts';

/** host → runtime → react; host → flow; the view imports runtime, react, forms and zod. */
const graph: Record<string, string[]> = {
  'host.js': ['runtime.js', 'flow.js'],
  'runtime.js': ['react.js'],
  'react.js': [],
  'flow.js': ['runtime.js'],
  'view.js': ['runtime.js', 'forms.js'],
  'forms.js': ['react.js', 'zod.js'],
  'zod.js': [],
};
const importsOf = (file: string) => graph[file];

describe('newDependencies', () => {
  it('keeps of a dynamic import only the files its host has not loaded with itself', () => {
    const deps = ['view.js', 'runtime.js', 'forms.js', 'react.js', 'zod.js'];
    expect(newDependencies('host.js', deps, importsOf)).toEqual(['view.js', 'forms.js', 'zod.js']);
  });

  it('keeps every file when the host is not in the bundle', () => {
    expect(newDependencies('gone.js', ['view.js', 'react.js'], importsOf)).toEqual([
      'view.js',
      'react.js',
    ]);
  });
});
