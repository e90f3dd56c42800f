import './offer-steps.css';
import { useTexts } from '../../i18n/react.tsx';
import { href } from '../../routing/links.ts';
import { Icon } from '../../ui/Icon.tsx';
import { CHANGE_QUERY, previousStep, stepPosition, type OfferStep } from './steps.ts';
import type { Requirements } from '../../api/contract/offer.ts';

export interface StepProgressProps {
  step: OfferStep;
  needs: Pick<Requirements, 'needsLogin' | 'needsOtp' | 'needsIdData' | 'needsPayment'>;
  token: string;
}

/**
 * Where the customer is in the flow ("Schritt 2 von 5", counting the steps this offer
 * needs) and the way back: to the step before, or to the summary for a change made from it.
 */
export function StepProgress({ step, needs, token }: StepProgressProps) {
  const { t, locale } = useTexts();
  const { current, total } = stepPosition(step, needs);
  const fromSummary = new URLSearchParams(window.location.search).has(CHANGE_QUERY);
  const back = fromSummary ? 'offerSummary' : previousStep(step, needs);
  return (
    <nav className="offer-steps" aria-label={t('offer:steps.label')}>
      {back && (
        <a className="offer-steps__back" href={href(back, { token }, locale)}>
          <Icon name="chevronLeft" />
          {t(fromSummary ? 'offer:steps.backToSummary' : 'offer:steps.back')}
        </a>
      )}
      <p className="offer-steps__count">{t('offer:steps.count', { current, total })}</p>
    </nav>
  );
}

/** The progress's place in the first paint, the same height, before the cart is read. */
export function StepProgressSkeleton() {
  return <div className="offer-steps" aria-hidden="true" />;
}
