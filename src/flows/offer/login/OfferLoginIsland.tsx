import { flowIsland } from '../../FlowIsland.tsx';
export const OfferLoginIsland = flowIsland(() =>
  import('./OfferLoginScreen.tsx').then((m) => m.OfferLoginScreen),
);
