import { Skeleton } from '../Skeleton.tsx';
import { StepProgressSkeleton } from './StepProgress.tsx';

/** The first paint of an offer step: the progress's place, then the step's shape. */
export function OfferStepSkeleton({ sections }: { sections: readonly number[] }) {
  return (
    <>
      <StepProgressSkeleton />
      <Skeleton sections={sections} />
    </>
  );
}
