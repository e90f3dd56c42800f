import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBrands } from './registry.ts';
import { svgSize } from './logoSize.ts';

describe('svgSize', () => {
  it('reads the width and height of the viewBox', () => {
    expect(svgSize('<svg xmlns="x" viewBox="0 0 164 40"><text/></svg>')).toEqual({
      width: 164,
      height: 40,
    });
  });

  it('refuses a logo without a usable viewBox', () => {
    expect(() => svgSize('<svg width="10" height="10"></svg>')).toThrow(/viewBox/);
    expect(() => svgSize('<svg viewBox="0 0 0 40"></svg>')).toThrow(/viewBox/);
  });
});

describe('brand logos', () => {
  const ROOT = resolve(import.meta.dirname, '../..');
  const folders = readdirSync(join(ROOT, 'brands'));

  it.each(folders)(
    'brands/%s/logo.svg is a wordmark of its name that fits a phone header',
    (folder) => {
      const brand = loadBrands().find((b) => b.dir.endsWith(`/brands/${folder}`));
      const svg = readFileSync(join(ROOT, 'brands', folder, brand?.logo ?? 'logo.svg'), 'utf8');
      expect(svg).toContain(`<title>${brand?.name}</title>`);
      // Shown 36 px high: at most 240 px wide, room for the language links on a 320 px screen.
      const { width, height } = svgSize(svg);
      expect((width / height) * 36).toBeLessThanOrEqual(240);
      // No script, no external reference: an image file, nothing more.
      expect(svg).not.toMatch(/<script|href=|url\(/i);
    },
  );
});
