import { flowScreen } from '../../flowScreen.tsx';
import { OfferStepSkeleton } from '../OfferStepSkeleton.tsx';
import { loadSummary, type SummaryData } from './loadSummary.ts';

/**
 * /angebot/{token}/zusammenfassung: the customer checks the answers, confirms the legal
 * notes and orders. The order is sent with one idempotency key, however often the button
 * is pressed.
 */
export default flowScreen<SummaryData>({
  Skeleton: () => <OfferStepSkeleton sections={[5, 4, 3, 4, 5]} />,
  load: loadSummary,
  view: () => import('./SummaryView.tsx'),
  failedTexts: 'summary:loadFailed',
});
