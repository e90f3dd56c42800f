import { flowIsland } from '../FlowIsland.tsx';
export const EntryNovumIsland = flowIsland(() =>
  import('./EntryNovumScreen.tsx').then((m) => m.EntryNovumScreen),
);
