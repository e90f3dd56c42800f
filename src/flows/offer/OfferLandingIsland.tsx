import { flowIsland } from '../FlowIsland.tsx';
export const OfferLandingIsland = flowIsland(() =>
  import('./OfferLandingScreen.tsx').then((m) => m.OfferLandingScreen),
);
