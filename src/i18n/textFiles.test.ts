import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultLocale, locales } from '../routes.ts';
import {
  leaves,
  overrideProblems,
  parityProblems,
  placeholderProblems,
  quoteProblems,
  valueProblems,
  type TextFile,
} from './textFileChecks.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const rel = (file: string) => relative(ROOT, file).split('\\').join('/');

/** `<dir>/<lng>/<ns>.json` for every locale folder present under `dir`. */
function readTextFiles(dir: string): TextFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      readdirSync(join(dir, d.name))
        .filter((f) => f.endsWith('.json'))
        .map((f) => {
          const path = rel(join(dir, d.name, f));
          let texts: unknown;
          try {
            texts = JSON.parse(readFileSync(join(ROOT, path), 'utf8'));
          } catch (e) {
            texts = `invalid JSON: ${(e as Error).message}`;
          }
          return { path, locale: d.name, ns: f.slice(0, -5), texts };
        }),
    );
}

const base = readTextFiles(join(ROOT, 'locales'));
const brandsDir = join(ROOT, 'brands');
const overrides = readdirSync(brandsDir).flatMap((b) =>
  readTextFiles(join(brandsDir, b, 'locales')),
);

describe('text files', () => {
  it('exist for every locale and only for known locales', () => {
    expect([...new Set(base.map((f) => f.locale))].sort()).toEqual([...locales].sort());
    const unknown = overrides.filter((f) => !locales.some((l) => l === f.locale));
    expect(unknown.map((f) => f.path)).toEqual([]);
  });

  it('hold only non-empty strings', () => {
    expect(valueProblems([...base, ...overrides])).toEqual([]);
  });

  it('have the same namespaces and keys in de, en and tr', () => {
    expect(parityProblems(base, locales)).toEqual([]);
  });

  it('use the same {{placeholders}} in en and tr as in de', () => {
    expect(placeholderProblems(base, defaultLocale)).toEqual([]);
  });

  it('quote as their language does („…“ in German, “…” in English and Turkish)', () => {
    expect(quoteProblems([...base, ...overrides])).toEqual([]);
  });

  it('end every withdrawal form message with a full stop, as the other forms do', () => {
    const messages = base
      .filter((file) => file.ns === 'withdrawal')
      .flatMap((file) =>
        [...leaves((file.texts as { errors?: unknown }).errors, 'errors')].map(
          ([key, text]) => [`${file.locale}: withdrawal:${key}`, text] as const,
        ),
      );
    expect(messages.length).toBeGreaterThanOrEqual(locales.length * 6);
    expect(messages.filter(([, text]) => !String(text).endsWith('.')).map(([key]) => key)).toEqual(
      [],
    );
  });

  it('are overridden by brands only where the base text exists', () => {
    expect(overrideProblems(base, overrides)).toEqual([]);
  });
});
