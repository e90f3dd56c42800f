import { documentScreen } from '../../documentScreen.tsx';
import type { ScreenDefinition, ScreenPlace } from '../../flowScreen.tsx';
import { OfferStepSkeleton } from '../OfferStepSkeleton.tsx';
import { orderDocument } from '../orderDocument.ts';
import { enterStep, type StepEntry } from '../offerStep.ts';

/**
 * /angebot/{token}/zahlung: the SEPA direct debit for the monthly charges. The IBAN is
 * checked by the API on blur and on submit; what is typed is kept across reloads; the
 * confirmed data goes to the summary. A one-time payment is announced here and paid at the
 * payment provider after the order.
 */
export const definition: ScreenDefinition<StepEntry> = {
  Skeleton: () => <OfferStepSkeleton sections={[5, 7]} />,
  load: (place: ScreenPlace) => enterStep('offerPayment', place),
  view: () => import('./PaymentView.tsx'),
};

export default documentScreen(definition, orderDocument);
