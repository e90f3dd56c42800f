import type { Offer } from '../../api/contract/offer.ts';
import { UseCaseText } from '../../i18n/react.tsx';
import { flowScreen, type ScreenPlace } from '../flowScreen.tsx';
import { Skeleton } from '../Skeleton.tsx';
import { buildCart } from './cart.ts';
import { loadOffer } from './loadOffer.ts';
import { StepProgressSkeleton } from './StepProgress.tsx';

function OfferSkeleton() {
  return (
    <>
      <StepProgressSkeleton />
      <p>
        <UseCaseText k="offer:offer.intro" />
      </p>
      <Skeleton sections={[3, 6, 5, 3]} />
    </>
  );
}

/** The offer, kept as the cart (SPEC §3) for the steps after it. */
async function loadOfferPage(place: ScreenPlace) {
  const [loaded, { setCart }] = await Promise.all([
    loadOffer(place, { tracked: true }),
    import('../../stores/cart.ts'),
  ]);
  if (loaded.kind === 'ready') setCart(buildCart(loaded.data, place.token));
  return loaded;
}

/** /angebot/{token}: the offer with its prices and documents, and the way on. */
export default flowScreen<Offer>({
  Skeleton: OfferSkeleton,
  load: loadOfferPage,
  view: () => import('./OfferView.tsx'),
  failedTexts: 'offer:offer.loadFailed',
});
