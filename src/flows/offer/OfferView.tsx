import type { Offer } from '../../api/contract/offer.ts';
import { UseCaseText, useText } from '../../i18n/react.tsx';
import type { ViewProps } from '../flowScreen.tsx';
import { goTo } from '../../routing/navigate.ts';
import { MoveButton } from '../step/MoveButton.tsx';
import { OfferDetails } from './details/OfferDetails.tsx';
import { StepProgress } from './StepProgress.tsx';
import { stepAfterOffer } from './steps.ts';
import { useDocumentDownload } from './useDocumentDownload.ts';

/** The offer page once the offer is in. */
export default function OfferView({ data: offer, place }: ViewProps<Offer>) {
  const t = useText();
  const download = useDocumentDownload(place.token, offer);
  return (
    <>
      <StepProgress step="offer" needs={offer.requirements} token={place.token} />
      <p>
        <UseCaseText k="offer:offer.intro" />
      </p>
      <OfferDetails offer={offer} onDownload={download} />
      <MoveButton go={() => goTo(stepAfterOffer(offer.requirements), { token: place.token })}>
        {t('offer:offer.continue')}
      </MoveButton>
    </>
  );
}
