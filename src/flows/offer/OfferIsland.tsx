import { flowIsland } from '../FlowIsland.tsx';
export const OfferIsland = flowIsland(() => import('./OfferScreen.tsx').then((m) => m.OfferScreen));
