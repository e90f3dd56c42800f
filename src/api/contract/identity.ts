import { z } from 'zod';
import { isoDateSchema } from './common.ts';
import { toIsoDate } from './personal.ts';

/**
 * Documents that prove identity for a telecom contract under § 172 TKG (which points to
 * the documents of the Personalausweis-, Pass-, Aufenthalts- and Asylgesetz). The
 * operator's compliance team owns this list; the server decides per offer.
 */
export const idDocumentTypes = [
  'idCard',
  'passport',
  'residencePermit',
  'eidCard',
  'arrivalCertificate',
  'residenceAuthorisation',
] as const;

export const idDocumentTypeSchema = z
  .enum(idDocumentTypes)
  .describe(
    'idCard: German Personalausweis; passport: passport of any state; residencePermit: ' +
      'electronic residence title (eAT); eidCard: eID card for EU/EEA citizens; ' +
      'arrivalCertificate: Ankunftsnachweis (§ 63a AsylG); residenceAuthorisation: ' +
      'Aufenthaltsgestattung (§ 63 AsylG).',
  );

export const nationalitySchema = z
  .string()
  .regex(/^[A-Z]{2}$/)
  .describe('Nationality, ISO 3166-1 alpha-2 code, e.g. DE.');

export const idDocumentSchema = z
  .object({
    nationality: nationalitySchema,
    documentType: idDocumentTypeSchema,
    documentNumber: z
      .string()
      .regex(/^[A-Z0-9]{6,20}$/)
      .describe('Document number: 6 to 20 capital letters and digits, without spaces.'),
    issuingAuthority: z
      .string()
      .min(2)
      .max(100)
      .describe('Issuing authority as printed on the document, e.g. Stadt Köln.'),
    expiryDate: isoDateSchema
      .refine((date) => date >= toIsoDate(new Date()), {
        message: 'The document has expired.',
        params: { code: 'documentExpired' },
      })
      .describe('Expiry date; the document must still be valid today.'),
  })
  .describe('Identity document of the contract holder.');

export type IdDocumentType = z.infer<typeof idDocumentTypeSchema>;
export type IdDocument = z.infer<typeof idDocumentSchema>;
