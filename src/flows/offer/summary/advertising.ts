import type { Consent, ConsentChannels } from '../../../api/contract/consent.ts';
import { z } from '../../../api/contract/zod.ts';

/** The contact channels, in the order the summary shows their boxes. */
export const channels = [
  'email',
  'phone',
  'sms',
  'letter',
] as const satisfies readonly (keyof ConsentChannels)[];

type Channel = (typeof channels)[number];

/** A channel's box in the summary's form. */
export const advertisingField = (channel: Channel) => `advertising-${channel}` as const;

export type AdvertisingField = ReturnType<typeof advertisingField>;

/** The boxes as ticked, one per channel. */
export type AdvertisingChoices = Record<AdvertisingField, boolean>;

export const advertisingFields = channels.map(advertisingField);

/** Id of a channel's checkbox, for the error summary's links. */
export const advertisingId = (field: AdvertisingField) => `summary-${field}`;

/** The boxes' part of the summary's form schema: each may be ticked or not. */
export const advertisingShape = Object.fromEntries(
  advertisingFields.map((field) => [field, z.boolean()]),
) as Record<AdvertisingField, z.ZodMiniBoolean<boolean>>;

/**
 * The boxes as the consent on record has them: each channel asked for separately (§ 7 UWG),
 * none ticked where the customer never gave one or the record could not be read.
 */
export function choicesOf(consent: Consent | undefined): AdvertisingChoices {
  return Object.fromEntries(
    channels.map((channel) => [advertisingField(channel), consent?.channels[channel] ?? false]),
  ) as AdvertisingChoices;
}

/**
 * The consent to send with the order: the channels as ticked when a box differs from the
 * record, none when nothing changed (the record stays as it is). Without a record read, the
 * boxes were not shown, and nothing is sent.
 */
export function changedConsent(
  consent: Consent | undefined,
  choices: AdvertisingChoices,
): ConsentChannels | undefined {
  if (!consent) return undefined;
  const chosen = Object.fromEntries(
    channels.map((channel) => [channel, choices[advertisingField(channel)]]),
  ) as ConsentChannels;
  return channels.some((channel) => chosen[channel] !== consent.channels[channel])
    ? chosen
    : undefined;
}
