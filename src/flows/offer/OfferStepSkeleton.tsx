import './offer-steps.css';
import { useText } from '../../i18n/react.tsx';
import { LoadingPlaceholder } from '../../ui/LoadingPlaceholder.tsx';
import { PageSection } from '../../ui/PageSection.tsx';
import { Skeleton } from '../Skeleton.tsx';
import { StepProgressSkeleton } from './StepProgress.tsx';
import type { TextKey } from '../../i18n/keys.ts';

/** The form's first section as it will be: its heading and the intro that opens it. */
export interface StepLead {
  /** `ns:key` of the section's heading. */
  heading: TextKey;
  /** `ns:key` of the intro. */
  intro: TextKey;
  /** Lines of fields below the intro. */
  lines: number;
}

export interface OfferStepSkeletonProps {
  /** The cards after the lead, in lines of text. */
  sections: readonly number[];
  /**
   * The intro is the step's largest text: painted from the static HTML it is the page's
   * largest contentful paint, instead of appearing only when the form does.
   */
  lead?: StepLead;
  /** The order beside the form, where the answer steps show it. */
  withOrder?: boolean;
}

function LeadSection({ heading, intro, lines }: StepLead) {
  const t = useText();
  return (
    <PageSection heading={t(heading)}>
      <div className="offer-step__lead">
        <p className="offer-step__intro">{t(intro)}</p>
        {Array.from({ length: lines }, (_, line) => (
          <LoadingPlaceholder key={line} height={36} minWidth={100} maxWidth={100} />
        ))}
      </div>
    </PageSection>
  );
}

/** The first paint of an offer step: the progress's place, then the step's shape. */
export function OfferStepSkeleton({ sections, lead, withOrder = false }: OfferStepSkeletonProps) {
  const step = (
    <>
      {lead && <LeadSection {...lead} />}
      <Skeleton sections={sections} />
    </>
  );
  return (
    <>
      <StepProgressSkeleton />
      {withOrder ? (
        <div className="offer-step">
          <aside className="offer-step__aside" aria-hidden="true">
            <div className="order-in-view">
              <LoadingPlaceholder height={24} />
            </div>
          </aside>
          <div className="offer-step__main">{step}</div>
        </div>
      ) : (
        step
      )}
    </>
  );
}
