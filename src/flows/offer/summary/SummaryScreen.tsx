import { documentScreen } from '../../documentScreen.tsx';
import type { ScreenDefinition } from '../../flowScreen.tsx';
import { OfferStepSkeleton } from '../OfferStepSkeleton.tsx';
import { orderDocument } from '../orderDocument.ts';
import { loadSummary, type SummaryData } from './loadSummary.ts';

/**
 * /angebot/{token}/zusammenfassung: the customer checks the answers, confirms the legal
 * notes and orders. The order is sent with one idempotency key, however often the button
 * is pressed.
 */
export const definition: ScreenDefinition<SummaryData> = {
  Skeleton: () => <OfferStepSkeleton sections={[5, 4, 3, 4, 6, 5]} />,
  load: loadSummary,
  view: () => import('./SummaryView.tsx'),
  failedTexts: 'summary:loadFailed',
};

export default documentScreen(definition, orderDocument);
