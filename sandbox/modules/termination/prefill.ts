import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { isoDateTimeSchema } from '../../../src/api/contract/common.ts';
import { prefillSchema, type Prefill } from '../../../src/api/contract/termination.ts';
import { z } from '../../../src/api/contract/zod.ts';

const DEV_SECRET = 'sandbox-prefill-dev-secret';

const secret = () => process.env['SANDBOX_PREFILL_SECRET'] || DEV_SECRET;

/** Whether links are sealed with the development secret, which anyone can read in this file. */
export const usesDevelopmentSecret = (): boolean => secret() === DEV_SECRET;

/** What a prefill link carries: the fields, the brand they belong to and an expiry. */
const payloadSchema = z.object({
  brand: z.string(),
  expiresAt: isoDateTimeSchema,
  prefill: prefillSchema,
});

export type PrefillPayload = z.infer<typeof payloadSchema>;

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;

const key = () => createHash('sha256').update(secret()).digest();

/**
 * `base64url(iv).base64url(ciphertext + tag)`, AES-256-GCM under a key from
 * SANDBOX_PREFILL_SECRET (a fixed one for development): the link carries personal data,
 * so nobody but the API can read it (not the address bar, logs or analytics), and any
 * change breaks its authentication tag.
 */
export function signPrefill(payload: PrefillPayload): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key(), iv);
  const sealed = Buffer.concat([
    cipher.update(JSON.stringify(payload), 'utf8'),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  return `${iv.toString('base64url')}.${sealed.toString('base64url')}`;
}

/** A link whose sealed content was changed afterwards: its authentication tag no longer fits. */
export function tamperedPrefill(data: string): string {
  const [iv = '', sealed = ''] = data.split('.');
  const bytes = Buffer.from(sealed, 'base64url');
  bytes[0] = (bytes[0] ?? 0) ^ 1;
  return `${iv}.${bytes.toString('base64url')}`;
}

/** The link's JSON, or undefined when it was changed (or sealed under another key). */
function open(iv: Buffer, sealed: Buffer): string | undefined {
  if (iv.length !== IV_BYTES || sealed.length <= TAG_BYTES) return undefined;
  try {
    const decipher = createDecipheriv(ALGORITHM, key(), iv);
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return undefined;
  }
}

export type PrefillCheck =
  | { ok: true; prefill: Prefill }
  | { ok: false; status: 400 | 403 | 410; code: string; message: string };

export function verifyPrefill(data: string, brand: string, now: Date): PrefillCheck {
  const [iv, sealed, ...rest] = data.split('.');
  if (!iv || !sealed || rest.length > 0)
    return {
      ok: false,
      status: 400,
      code: 'PrefillMalformed',
      message: 'data is not a prefill link.',
    };
  const json = open(Buffer.from(iv, 'base64url'), Buffer.from(sealed, 'base64url'));
  if (json === undefined)
    return {
      ok: false,
      status: 403,
      code: 'PrefillTampered',
      message: 'The prefill data was changed.',
    };
  let parsed: ReturnType<typeof payloadSchema.safeParse>;
  try {
    parsed = payloadSchema.safeParse(JSON.parse(json));
  } catch {
    return {
      ok: false,
      status: 400,
      code: 'PrefillMalformed',
      message: 'data is not a prefill link.',
    };
  }
  if (!parsed.success)
    return {
      ok: false,
      status: 400,
      code: 'PrefillMalformed',
      message: 'data is not a prefill link.',
    };
  if (parsed.data.brand !== brand)
    return {
      ok: false,
      status: 403,
      code: 'PrefillOtherBrand',
      message: 'The link is for another brand.',
    };
  if (Date.parse(parsed.data.expiresAt) < now.getTime())
    return {
      ok: false,
      status: 410,
      code: 'PrefillExpired',
      message: 'The prefill link has expired.',
    };
  return { ok: true, prefill: parsed.data.prefill };
}
