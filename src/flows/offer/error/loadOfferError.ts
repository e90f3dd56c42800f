import { ready, type Loaded, type ScreenPlace } from '../../flowScreen.tsx';
import { readOfferError, type OfferErrorState } from './errorState.ts';

export interface OfferErrorData {
  error: OfferErrorState;
  token: string | undefined;
}

/** The error the screen before kept for this page (or the code in its address). */
export const loadOfferError = async ({ token }: ScreenPlace): Promise<Loaded<OfferErrorData>> =>
  ready({
    error: readOfferError(window.location.search, undefined, token || undefined),
    token: token || undefined,
  });
