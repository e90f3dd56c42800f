import './offer-steps.css';
import { useStore } from '@nanostores/react';
import { Suspense, type ReactNode } from 'react';
import { importWhenReachable } from '../../ui/importWhenReachable.ts';
import { lazyPart } from '../../ui/lazyPart.tsx';
import { $leaveQuestion } from './leaving/leaveStore.ts';
import { OrderInView } from './OrderInView.tsx';
import { useOrderedElsewhere } from './orderedElsewhere.ts';
import { SessionWatch } from './session/SessionWatch.tsx';
import { StepProgress } from './StepProgress.tsx';
import { everyStep, type OfferStep } from './steps.ts';
import { useCart } from './useCart.ts';

// Shown when a page load would lose the ID number or the IBAN: loaded then.
const LeaveWarning = lazyPart(
  importWhenReachable('lazy-files:src/flows/offer/leaving/LeaveWarning.tsx', () =>
    import('./leaving/LeaveWarning.tsx').then((m) => m.default),
  ),
);

// Rarely shown: it loads when an order from another tab is known, not before a step's data.
const OrderedElsewhere = lazyPart(
  importWhenReachable('lazy-files:src/flows/offer/OrderedElsewhere.tsx', () =>
    import('./OrderedElsewhere.tsx').then((m) => m.OrderedElsewhere),
  ),
);

export interface OfferStepLayoutProps {
  step: OfferStep;
  token: string;
  /** Shows the order beside the step (the answer steps; the summary has its own). */
  withOrder?: boolean;
  children: ReactNode;
}

/** A step of the offer flow: where the customer is, the way back, the step, and the order in view. */
export function OfferStepLayout({
  step,
  token,
  withOrder = false,
  children,
}: OfferStepLayoutProps) {
  const cart = useCart(token);
  const orderedElsewhere = useOrderedElsewhere(token);
  const leaving = useStore($leaveQuestion);
  // Ordered in another tab: nothing is left to answer here, so nothing more is asked.
  if (orderedElsewhere)
    return (
      <Suspense fallback={null}>
        <OrderedElsewhere token={token} />
      </Suspense>
    );
  return (
    <>
      <SessionWatch token={token} />
      {leaving && (
        <Suspense fallback={null}>
          <LeaveWarning />
        </Suspense>
      )}
      <StepProgress step={step} needs={cart?.requirements ?? everyStep} token={token} />
      {withOrder && cart ? (
        <div className="offer-step">
          <aside className="offer-step__aside">
            <OrderInView cart={cart} />
          </aside>
          <div className="offer-step__main">{children}</div>
        </div>
      ) : (
        children
      )}
    </>
  );
}
