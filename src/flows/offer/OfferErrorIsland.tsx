import { flowIsland } from '../FlowIsland.tsx';
export const OfferErrorIsland = flowIsland(() =>
  import('./OfferErrorScreen.tsx').then((m) => m.OfferErrorScreen),
);
