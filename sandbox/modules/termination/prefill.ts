import { createHmac, timingSafeEqual } from 'node:crypto';
import { isoDateTimeSchema } from '../../../src/api/contract/common.ts';
import { prefillSchema, type Prefill } from '../../../src/api/contract/termination.ts';
import { z } from '../../../src/api/contract/zod.ts';

const DEV_SECRET = 'sandbox-prefill-dev-secret';

const secret = () => process.env['SANDBOX_PREFILL_SECRET'] || DEV_SECRET;

/** What a prefill link carries: the fields, the brand they belong to and an expiry. */
const payloadSchema = z.object({
  brand: z.string(),
  expiresAt: isoDateTimeSchema,
  prefill: prefillSchema,
});

export type PrefillPayload = z.infer<typeof payloadSchema>;

const sign = (body: string) => createHmac('sha256', secret()).update(body).digest('base64url');

/**
 * `base64url(JSON).base64url(HMAC-SHA256)`: the link's fields are readable but any change
 * breaks the signature (secret from SANDBOX_PREFILL_SECRET, a fixed one for development).
 */
export function signPrefill(payload: PrefillPayload): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${sign(body)}`;
}

export type PrefillCheck =
  | { ok: true; prefill: Prefill }
  | { ok: false; status: 400 | 403 | 410; code: string; message: string };

export function verifyPrefill(data: string, brand: string, now: Date): PrefillCheck {
  const [body, signature, ...rest] = data.split('.');
  if (!body || !signature || rest.length > 0)
    return {
      ok: false,
      status: 400,
      code: 'PrefillMalformed',
      message: 'data is not a prefill link.',
    };
  const expected = Buffer.from(sign(body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return {
      ok: false,
      status: 403,
      code: 'PrefillTampered',
      message: 'The prefill data was changed.',
    };
  let parsed: ReturnType<typeof payloadSchema.safeParse>;
  try {
    parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
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
