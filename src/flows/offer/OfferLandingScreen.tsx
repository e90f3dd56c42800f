import { flowScreen } from '../flowScreen.tsx';
import { Skeleton } from '../Skeleton.tsx';

function LandingSkeleton() {
  return <Skeleton intro="offer:landing.intro" sections={[4]} />;
}

/**
 * /angebot: what this site is, and the offer code from the letter, which opens that
 * offer. Unknown codes get a message at the field; what was typed stays.
 */
export default flowScreen<undefined>({
  Skeleton: LandingSkeleton,
  view: () => import('./OfferLandingView.tsx'),
});
