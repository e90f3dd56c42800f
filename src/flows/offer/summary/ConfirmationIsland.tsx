import { flowIsland } from '../../FlowIsland.tsx';
export const ConfirmationIsland = flowIsland(() =>
  import('./ConfirmationScreen.tsx').then((m) => m.ConfirmationScreen),
);
