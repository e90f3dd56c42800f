import { flowScreen } from '../../flowScreen.tsx';
import { Skeleton } from '../../Skeleton.tsx';
import { openLogin, type Login } from './loginSteps.ts';

/**
 * /angebot/{token}/login: the one-time code from the SMS for otp offers, the brand's login
 * for the other protected offers; both end with the bearer token and the next step.
 */
export default flowScreen<Login>({
  Skeleton: () => <Skeleton sections={[4]} />,
  load: openLogin,
  view: () => import('./OfferLoginView.tsx'),
  failedTexts: 'offerLogin:failed',
});
