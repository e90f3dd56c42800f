import { flowScreen } from '../../flowScreen.tsx';
import { Skeleton } from '../../Skeleton.tsx';
import { loadOfferError, type OfferErrorData } from './loadOfferError.ts';

/** /angebot/fehler and /angebot/{token}/fehler: what went wrong and what the customer can do. */
export default flowScreen<OfferErrorData>({
  Skeleton: () => <Skeleton sections={[2, 2]} />,
  load: loadOfferError,
  view: () => import('./OfferErrorPage.tsx'),
});
