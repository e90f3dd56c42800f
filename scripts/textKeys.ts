import { KEY_TYPES_FILE, writeKeyTypes } from '../src/i18n/keyTypes.ts';

/** Writes the text key types from locales/de when they changed (`npm run dev` keeps them current). */
export function writeTextKeys(): void {
  if (writeKeyTypes()) console.log(`wrote ${KEY_TYPES_FILE}`);
}

if (import.meta.main) writeTextKeys();
