import type { BlobResponse } from './callDef.ts';
import { brandSlugSchema, languageSchema } from './common.ts';
import { describe, z } from './zod.ts';

/** Parts several areas' call tables share. */
export const none = z.object({});
export const pdf: BlobResponse = { kind: 'blob', contentType: 'application/pdf' };
export const brandParams = z.object({ brand: brandSlugSchema });

/**
 * The language of the names in an answer (packs and options, where the backend has them
 * in it): the page's, so a Turkish page says "Türkiye Paketi", not "Türkei-Paket".
 */
export const namesLanguage = z.object({
  language: describe(
    z.optional(languageSchema),
    'Language of product names where the backend has them in it; default de.',
  ),
});

/**
 * A document's language: the page's, so a Turkish page downloads a Turkish PDF. Its texts
 * and its file name (Content-Disposition, RFC 6266) are in that language.
 */
export const documentLanguage = z.object({
  language: describe(
    z.optional(languageSchema),
    'Language of the document and its file name; default de.',
  ),
});
