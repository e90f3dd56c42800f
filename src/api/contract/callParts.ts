import type { BlobResponse } from './callDef.ts';
import { brandSlugSchema } from './common.ts';
import { z } from './zod.ts';

/** Parts several areas' call tables share. */
export const none = z.object({});
export const pdf: BlobResponse = { kind: 'blob', contentType: 'application/pdf' };
export const brandParams = z.object({ brand: brandSlugSchema });
