import { flowScreen, type ScreenPlace } from '../../flowScreen.tsx';
import { OfferStepSkeleton } from '../OfferStepSkeleton.tsx';
import { enterStep, type StepEntry } from '../offerStep.ts';

/**
 * /angebot/{token}/ausweisdaten: the identity document of the contract holder (O19). What
 * is typed is kept across reloads; the confirmed data goes to the summary.
 */
export default flowScreen<StepEntry>({
  Skeleton: () => (
    <OfferStepSkeleton
      lead={{ heading: 'idData:sections.document', intro: 'idData:intro', lines: 5 }}
      sections={[]}
      withOrder
    />
  ),
  load: (place: ScreenPlace) => enterStep('offerIdData', place),
  view: () => import('./IdDataView.tsx'),
});
