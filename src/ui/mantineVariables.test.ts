import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { lightPaletteVariables } from './mantineVariables.ts';

const installed = readFileSync(
  createRequire(import.meta.url).resolve('@mantine/core/styles/default-css-variables.layer.css'),
  'utf8',
);

describe('lightPaletteVariables', () => {
  const light = lightPaletteVariables(installed);

  it('drops the dark scheme and the palettes no stylesheet or island uses', () => {
    expect(light).not.toContain("[data-mantine-color-scheme='dark']");
    expect(light).not.toMatch(/--mantine-color-(blue|teal|orange|grape)-[\w-]+:/);
    expect(light.length).toBeLessThan(installed.length / 2);
  });

  it('keeps the palettes in use and every other variable', () => {
    for (const name of [
      '--mantine-color-gray-4',
      '--mantine-color-red-9',
      '--mantine-color-dark-7',
    ])
      expect(light).toContain(`${name}:`);
    for (const name of ['--mantine-spacing-md', '--mantine-shadow-xl', '--mantine-z-index-modal'])
      expect(light).toContain(`${name}:`);
    expect(light).toMatch(/^@layer mantine \{/);
  });

  it('fails the build when a Mantine upgrade changes the file', () => {
    expect(() => lightPaletteVariables(':root { --mantine-color-blue-0: #fff; }')).toThrow(
      /dark-scheme block/,
    );
  });
});
