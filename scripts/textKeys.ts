import { KEY_TYPES_FILE, writeKeyTypes } from '../src/i18n/keyTypes.ts';

/** Writes the text key types from locales/de (run by `npm run typecheck` and `npm run dev`). */
if (import.meta.main && writeKeyTypes()) console.log(`wrote ${KEY_TYPES_FILE}`);
