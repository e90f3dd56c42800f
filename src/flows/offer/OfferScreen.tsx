import { useCallback } from 'react';
import { LoadFailed } from '../LoadFailed.tsx';
import { isAbort } from '../../api/client/abort.ts';
import type { Offer } from '../../api/contract/offer.ts';
import { OfferError } from '../../api/errors/classes.ts';
import { offerEvents } from '../../analytics/events.ts';
import { useLocale, useText } from '../../i18n/react.tsx';
import type { Locale } from '../../routes.ts';
import { Button } from '../../ui/Button.tsx';
import { ButtonGroup } from '../../ui/ButtonGroup.tsx';
import { LoadingRegion } from '../../ui/LoadingPlaceholder.tsx';
import { loadApi } from '../loadApi.ts';
import { goTo } from '../navigate.ts';
import { usePageView } from '../usePageView.ts';
import { useRetryableLoad } from '../useRetryableLoad.ts';
import { adoptingUseCase } from './adoptingUseCase.ts';
import { buildCart } from './cart.ts';
import { OfferDetails } from './details/OfferDetails.tsx';
import { leaveForOfferError } from './error/leaveForOfferError.ts';
import { isOrdered } from './ordered.ts';
import { nextStep } from './steps.ts';
import { tokenFromPath } from './token.ts';
import { useDocumentDownload } from './useDocumentDownload.ts';

type OfferLoad = { kind: 'loaded'; offer: Offer } | { kind: 'failed' };

/**
 * Loads the offer and keeps its cart. Errors of the offer itself lead to the login or the
 * error page; anything else (network, server) leaves the customer here with a retry.
 */
async function loadOffer(token: string, locale: Locale): Promise<OfferLoad | undefined> {
  try {
    const api = await loadApi();
    // The cart store carries zod; it loads beside the offer, not before the page.
    const [offer, { setCart }] = await Promise.all([
      adoptingUseCase(api.offerGet({ params: { id: token } })),
      import('../../stores/cart.ts'),
    ]);
    if (isOrdered(offer.state)) {
      goTo('offerConfirmation', { token }, { replace: true });
      return undefined;
    }
    setCart(buildCart(offer, token));
    offerEvents.offerLoaded(offer);
    return { kind: 'loaded', offer };
  } catch (error) {
    if (isAbort(error)) return undefined;
    // A missing login is no load error: the login step comes first.
    const offerCode = error instanceof OfferError ? error.code : undefined;
    if (offerCode !== 'NotAuthorized')
      offerEvents.offerLoadError({
        errorCode: offerCode ?? (error instanceof Error ? error.name : undefined),
      });
    if (leaveForOfferError(error, token, locale)) return undefined;
    return { kind: 'failed' };
  }
}

/** /angebot/{token}: the offer with its prices and documents, and the way on. */
export function OfferScreen() {
  const t = useText();
  const locale = useLocale();
  const token = tokenFromPath(window.location.pathname) ?? '';
  const { state, retry } = useRetryableLoad(
    useCallback(() => loadOffer(token, locale), [token, locale]),
  );
  const download = useDocumentDownload(token, state.kind === 'loaded' ? state.offer : {});
  // Not while loading: an offer that needs a login or cannot be taken up leads elsewhere.
  usePageView(state.kind !== 'loading');

  if (state.kind === 'loading') return <LoadingRegion lines={6} />;
  if (state.kind === 'failed') {
    return (
      <LoadFailed
        headline={t('offer:offer.loadFailed.headline')}
        text={t('offer:offer.loadFailed.text')}
        retryLabel={t('offer:offer.loadFailed.retry')}
        onRetry={retry}
      />
    );
  }

  const { offer } = state;
  return (
    <>
      <p>{t('offer:offer.intro')}</p>
      <OfferDetails offer={offer} onDownload={download} />
      <ButtonGroup align="end">
        <Button onClick={() => goTo(nextStep('offer', offer.requirements), { token })}>
          {t('offer:offer.continue')}
        </Button>
      </ButtonGroup>
    </>
  );
}
