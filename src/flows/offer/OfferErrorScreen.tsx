import { useEffect, useMemo } from 'react';
import { brand } from 'virtual:brand';
import { offerEvents } from '../../analytics/events.ts';
import { usePageView } from '../usePageView.ts';
import { tokenFromPath } from './token.ts';
import { readOfferError } from './error/errorState.ts';
import { OfferErrorView } from './error/OfferErrorView.tsx';

/** /angebot/fehler and /angebot/{token}/fehler: what went wrong and what the customer can do. */
export function OfferErrorScreen() {
  const token = tokenFromPath(window.location.pathname);
  const error = useMemo(() => readOfferError(window.location.search, undefined, token), [token]);
  usePageView(true);
  useEffect(() => {
    offerEvents.errorPage({ errorCode: error.code });
  }, [error.code]);
  return <OfferErrorView error={error} token={token} brandHotline={brand.hotline} />;
}
