import { flowIsland } from '../../FlowIsland.tsx';
export const PaymentIsland = flowIsland(() =>
  import('./PaymentScreen.tsx').then((m) => m.PaymentScreen),
);
