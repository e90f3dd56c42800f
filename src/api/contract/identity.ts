import { isoDateSchema, plainTextSchema } from './common.ts';
import { toIsoDate } from './personal.ts';
import { describe, z } from './zod.ts';

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

export const idDocumentTypeSchema = describe(
  z.enum(idDocumentTypes),
  'idCard: German Personalausweis; passport: passport of any state; residencePermit: ' +
    'electronic residence title (eAT); eidCard: eID card for EU/EEA citizens; ' +
    'arrivalCertificate: Ankunftsnachweis (§ 63a AsylG); residenceAuthorisation: ' +
    'Aufenthaltsgestattung (§ 63 AsylG).',
);

export const nationalitySchema = describe(
  z.string().check(z.regex(/^[A-Z]{2}$/)),
  'Nationality, ISO 3166-1 alpha-2 code, e.g. DE.',
);

export const idDocumentSchema = describe(
  z.object({
    nationality: nationalitySchema,
    documentType: idDocumentTypeSchema,
    documentNumber: describe(
      z.string().check(z.regex(/^[A-Z0-9]{6,20}$/)),
      'Document number: 6 to 20 capital letters and digits, without spaces.',
    ),
    issuingAuthority: describe(
      plainTextSchema(2, 100),
      'Issuing authority as printed on the document, e.g. Stadt Köln.',
    ),
    expiryDate: describe(
      isoDateSchema.check(
        z.refine((date) => date >= toIsoDate(new Date()), {
          message: 'The document has expired.',
          params: { code: 'documentExpired' },
        }),
      ),
      'Expiry date; the document must still be valid today.',
    ),
  }),
  'Identity document of the contract holder.',
);

export type IdDocumentType = z.infer<typeof idDocumentTypeSchema>;
export type IdDocument = z.infer<typeof idDocumentSchema>;
