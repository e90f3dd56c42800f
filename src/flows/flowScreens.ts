import type { ScreenId } from '../routes.ts';

/**
 * Screens of the route table that have a flow island. Plain data, so the pages without a
 * flow can ask without pulling any flow code (or its styles) into their bundle; the
 * loaders in screens.ts must cover exactly these (the type checks it).
 */
export const flowScreens = [
  'offerLanding',
  'offer',
  'offerError',
  'offerLogin',
  'offerPersonalData',
] as const satisfies readonly ScreenId[];

export type FlowScreen = (typeof flowScreens)[number];

export const hasFlow = (screen: ScreenId): screen is FlowScreen =>
  (flowScreens as readonly ScreenId[]).includes(screen);
