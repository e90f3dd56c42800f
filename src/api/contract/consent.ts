import { z } from 'zod';
import { isoDateTimeSchema } from './common.ts';

/** Advertising consent per channel (§ 7 UWG): every channel is asked separately. */
export const consentChannelsSchema = z
  .object({
    email: z.boolean().describe('Offers by e-mail.'),
    phone: z.boolean().describe('Offers by phone call.'),
    sms: z.boolean().describe('Offers by text message.'),
    letter: z.boolean().describe('Offers by post.'),
  })
  .describe('Advertising consent per contact channel.');

export const consentSchema = z
  .object({
    channels: consentChannelsSchema,
    textVersion: z
      .string()
      .min(1)
      .describe('Version of the consent text the customer sees; kept as proof with the order.'),
    updatedAt: isoDateTimeSchema.optional().describe('Last change; absent if never given.'),
  })
  .describe('Advertising consent of the customer behind an offer link.');

export type ConsentChannels = z.infer<typeof consentChannelsSchema>;
export type Consent = z.infer<typeof consentSchema>;
