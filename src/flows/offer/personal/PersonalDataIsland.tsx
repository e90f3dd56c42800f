import { flowIsland } from '../../FlowIsland.tsx';
export const PersonalDataIsland = flowIsland(() =>
  import('./PersonalDataScreen.tsx').then((m) => m.PersonalDataScreen),
);
