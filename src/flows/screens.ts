import type { ComponentType } from 'react';
import type { FlowScreen } from './flowScreens.ts';

type ScreenLoader = () => Promise<ComponentType>;

/** Where each flow screen's code lives; each is its own chunk, loaded by the island. */
export const screenLoaders: Record<FlowScreen, ScreenLoader> = {
  offerLanding: () => import('./offer/OfferLandingScreen.tsx').then((m) => m.OfferLandingScreen),
  offer: () => import('./offer/OfferScreen.tsx').then((m) => m.OfferScreen),
  offerError: () => import('./offer/OfferErrorScreen.tsx').then((m) => m.OfferErrorScreen),
  offerLogin: () => import('./offer/login/OfferLoginScreen.tsx').then((m) => m.OfferLoginScreen),
  offerPersonalData: () =>
    import('./offer/personal/PersonalDataScreen.tsx').then((m) => m.PersonalDataScreen),
};
