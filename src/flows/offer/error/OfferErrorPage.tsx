import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { brand } from 'virtual:brand';
import { offerEvents } from '../events.ts';
import { $offerError } from '../../../stores/offerError.ts';
import type { ViewProps } from '../../flowScreen.tsx';
import type { OfferErrorData } from './loadOfferError.ts';
import { OfferErrorView } from './OfferErrorView.tsx';

const unexpected = { code: 'Unexpected' } as const;

/** The offer error page with the error it was opened for. */
export default function OfferErrorPage({ data: { token } }: ViewProps<OfferErrorData>) {
  const error = useStore($offerError) ?? unexpected;
  useEffect(() => {
    offerEvents.errorPage({ errorCode: error.code });
  }, [error.code]);
  return <OfferErrorView error={error} token={token} brandHotline={brand.hotline} />;
}
