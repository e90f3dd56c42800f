import type { ScreenId } from '../routes.ts';

/**
 * Screens of the route table that have a flow island, each with its own page file
 * `src/pages/[...<screen>].astro` (so a screen's scripts and styles reach only its pages).
 * Plain data: `[...path].astro` leaves these screens out without loading any flow code.
 */
export const flowScreens = [
  'entryNovum',
  'offerLanding',
  'offer',
  'offerError',
  'offerLogin',
  'offerPersonalData',
  'offerIdData',
  'offerPayment',
  'offerSummary',
  'offerConfirmation',
  'offerPreview',
] as const satisfies readonly ScreenId[];

export type FlowScreen = (typeof flowScreens)[number];

export const hasFlow = (screen: ScreenId): screen is FlowScreen =>
  (flowScreens as readonly ScreenId[]).includes(screen);
