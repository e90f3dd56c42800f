import { flowIsland } from '../../FlowIsland.tsx';
export const IdDataIsland = flowIsland(() =>
  import('./IdDataScreen.tsx').then((m) => m.IdDataScreen),
);
