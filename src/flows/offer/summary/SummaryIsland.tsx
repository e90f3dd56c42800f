import { flowIsland } from '../../FlowIsland.tsx';
export const SummaryIsland = flowIsland(() =>
  import('./SummaryScreen.tsx').then((m) => m.SummaryScreen),
);
