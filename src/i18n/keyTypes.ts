import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defaultLocale } from '../routes.ts';
import { loadLocale } from './resources.ts';
import { baseKey, leafKeys } from './translationSystem.ts';

/**
 * Build-time only (Node): the key types of src/i18n/keys.ts, from `locales/de`. The file is
 * committed, so the first `tsc` of a fresh clone passes; keys.test.ts fails while it is stale.
 */
export const KEY_TYPES_FILE = resolve(import.meta.dirname, 'textKeys.generated.ts');

const quote = (key: string) => `'${key.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** The source of textKeys.generated.ts for the base texts of the default locale. */
export function renderKeyTypes(): string {
  const texts = loadLocale(defaultLocale);
  const namespaces = Object.keys(texts).sort();
  const keys = namespaces.flatMap((ns) =>
    [...new Set(leafKeys(texts[ns]).map(baseKey))].map((key) =>
      ns === 'common' ? key : `${ns}:${key}`,
    ),
  );
  return [
    '// Written by `node scripts/textKeys.ts` from locales/de (src/i18n/keyTypes.ts); committed.',
    '',
    `export type Namespace =\n${namespaces.map((ns) => `  | ${quote(ns)}`).join('\n')};`,
    '',
    `export type TextKey =\n${keys.map((key) => `  | ${quote(key)}`).join('\n')};`,
    '',
  ].join('\n');
}

/** Writes the key types when they changed; true when the file was written. */
export function writeKeyTypes(file = KEY_TYPES_FILE): boolean {
  const source = renderKeyTypes();
  if (existsSync(file) && readFileSync(file, 'utf8') === source) return false;
  writeFileSync(file, source);
  return true;
}
