import { flowIsland } from '../../FlowIsland.tsx';
export const PreviewIsland = flowIsland(() =>
  import('./PreviewScreen.tsx').then((m) => m.PreviewScreen),
);
