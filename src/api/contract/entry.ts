import { z } from 'zod';
import { brandSlugSchema, tokenSchema } from './common.ts';

export const declineMailQuerySchema = z.object({
  token: tokenSchema.describe('Token from the e-mail link.'),
  brand: brandSlugSchema,
});

export const declineMailResultSchema = z
  .object({
    result: z
      .enum(['declined', 'alreadyDeclined'])
      .describe('declined: done now; alreadyDeclined: an earlier request did it.'),
  })
  .describe('Result of declining an e-mail.');

export const novumEntryQuerySchema = z.object({
  id: tokenSchema.describe('Id from the Novum campaign link.'),
});

export const novumEntrySchema = z
  .object({
    token: tokenSchema.describe('Offer token to continue with at /angebot/{token}.'),
    useCase: z.literal('Novum').describe('Use case the site stores to select its texts.'),
  })
  .describe('Offer behind a Novum entry link.');

export type DeclineMailResult = z.infer<typeof declineMailResultSchema>;
export type NovumEntry = z.infer<typeof novumEntrySchema>;
