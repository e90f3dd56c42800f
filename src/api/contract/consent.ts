import { isoDateTimeSchema } from './common.ts';
import { describe, z } from './zod.ts';

/** Advertising consent per channel (§ 7 UWG): every channel is asked separately. */
export const consentChannelsSchema = describe(
  z.object({
    email: describe(z.boolean(), 'Offers by e-mail.'),
    phone: describe(z.boolean(), 'Offers by phone call.'),
    sms: describe(z.boolean(), 'Offers by text message.'),
    letter: describe(z.boolean(), 'Offers by post.'),
  }),
  'Advertising consent per contact channel.',
);

export const consentSchema = describe(
  z.object({
    channels: consentChannelsSchema,
    textVersion: describe(
      z.string().check(z.minLength(1)),
      'Version of the consent text the customer sees; kept as proof with the order.',
    ),
    updatedAt: describe(z.optional(isoDateTimeSchema), 'Last change; absent if never given.'),
  }),
  'Advertising consent of the customer behind an offer link.',
);

export type ConsentChannels = z.infer<typeof consentChannelsSchema>;
export type Consent = z.infer<typeof consentSchema>;
