import { documentScreen } from '../../documentScreen.tsx';
import type { ScreenDefinition, ScreenPlace } from '../../flowScreen.tsx';
import { OfferStepSkeleton } from '../OfferStepSkeleton.tsx';
import { orderDocument } from '../orderDocument.ts';
import { enterStep, type StepEntry } from '../offerStep.ts';

/**
 * /angebot/{token}/ausweisdaten: the identity document of the contract holder (O19). What
 * is typed is kept across reloads; the confirmed data goes to the summary.
 */
export const definition: ScreenDefinition<StepEntry> = {
  Skeleton: () => (
    <OfferStepSkeleton
      lead={{ heading: 'idData:sections.document', intro: 'idData:intro', lines: 5 }}
      sections={[]}
      withOrder
    />
  ),
  load: (place: ScreenPlace) => enterStep('offerIdData', place),
  view: () => import('./IdDataView.tsx'),
};

export default documentScreen(definition, orderDocument);
