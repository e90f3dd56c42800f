import { flowScreen, ready, type ScreenPlace } from '../../flowScreen.tsx';
import { Skeleton } from '../../Skeleton.tsx';
import { readOfferError, type OfferErrorState } from './errorState.ts';

export interface OfferErrorData {
  error: OfferErrorState;
  token: string | undefined;
}

/** The error the screen before kept for this page (or the code in its address). */
const readError = async ({ token }: ScreenPlace) =>
  ready<OfferErrorData>({
    error: readOfferError(window.location.search, undefined, token || undefined),
    token: token || undefined,
  });

/** /angebot/fehler and /angebot/{token}/fehler: what went wrong and what the customer can do. */
export default flowScreen<OfferErrorData>({
  Skeleton: () => <Skeleton sections={[2, 2]} />,
  load: readError,
  view: () => import('./OfferErrorPage.tsx'),
});
