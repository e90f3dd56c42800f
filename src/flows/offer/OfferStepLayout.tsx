import './offer-steps.css';
import type { ReactNode } from 'react';
import { OrderInView } from './OrderInView.tsx';
import { OrderedElsewhere } from './OrderedElsewhere.tsx';
import { useOrderedElsewhere } from './orderedElsewhere.ts';
import { StepProgress } from './StepProgress.tsx';
import { everyStep, type OfferStep } from './steps.ts';
import { useCart } from './useCart.ts';

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
  // Ordered in another tab: nothing is left to answer here, so nothing more is asked.
  if (orderedElsewhere) return <OrderedElsewhere token={token} />;
  return (
    <>
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
