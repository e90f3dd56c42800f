import { openOfferError } from '../../../stores/offerError.ts';
import { ready, type Loaded, type ScreenPlace } from '../../flowScreen.tsx';

export interface OfferErrorData {
  token: string | undefined;
}

/** The error the screen before kept for this page (or the code in its address), in $offerError. */
export async function loadOfferError({ token }: ScreenPlace): Promise<Loaded<OfferErrorData>> {
  openOfferError(window.location.search, token || undefined);
  return ready({ token: token || undefined });
}
