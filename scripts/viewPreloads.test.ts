import { describe, expect, it } from 'vitest';
import { islandPreloads, withPreloads, type ChunkLinks } from './viewPreloads.ts';

/**
 * The island `screen.js` loads the runtime; its view and data loader are dynamic imports
 * that share the runtime and forms; `dialog.js` is imported later by the view only.
 */
const chunks: ChunkLinks[] = [
  { fileName: 'screen.js', imports: ['runtime.js'], dynamicImports: ['view.js', 'load.js'] },
  { fileName: 'runtime.js', imports: ['react.js'], dynamicImports: [] },
  { fileName: 'react.js', imports: [], dynamicImports: [] },
  { fileName: 'view.js', imports: ['runtime.js', 'forms.js'], dynamicImports: ['dialog.js'] },
  { fileName: 'load.js', imports: ['forms.js', 'api.js'], dynamicImports: [] },
  { fileName: 'forms.js', imports: ['react.js'], dynamicImports: [] },
  { fileName: 'api.js', imports: [], dynamicImports: [] },
  { fileName: 'dialog.js', imports: ['runtime.js'], dynamicImports: [] },
];

describe('islandPreloads', () => {
  it("lists what an island's own dynamic imports load, beyond what it has loaded itself", () => {
    expect(islandPreloads(chunks).get('screen.js')?.toSorted()).toEqual([
      'api.js',
      'forms.js',
      'load.js',
      'view.js',
    ]);
  });

  it('leaves out what loads only later, on demand (a dialog of the view)', () => {
    expect(islandPreloads(chunks).get('screen.js')).not.toContain('dialog.js');
  });
});

describe('withPreloads', () => {
  const preloads = new Map([['_astro/screen.js', ['_astro/view.js', '_astro/forms.js']]]);

  it('links each file at the end of the body, after the content', () => {
    const html =
      '<html><body><main>Kündigung</main><astro-island component-url="/_astro/screen.js"></astro-island></body></html>';
    expect(withPreloads(html, preloads, '/')).toBe(
      '<html><body><main>Kündigung</main><astro-island component-url="/_astro/screen.js"></astro-island>' +
        '<link rel="modulepreload" href="/_astro/view.js"><link rel="modulepreload" href="/_astro/forms.js">' +
        '</body></html>',
    );
  });

  it('leaves a page without an island as it is', () => {
    const html = '<html><body><main>Start</main></body></html>';
    expect(withPreloads(html, preloads, '/')).toBe(html);
  });
});
