import { flowScreen } from '../../flowScreen.tsx';
import { OfferStepSkeleton } from '../OfferStepSkeleton.tsx';
import { openLogin, type Login } from './loginSteps.ts';

/**
 * /angebot/{token}/login: the one-time code from the SMS for otp offers, the brand's login
 * for the other protected offers; both end with the bearer token and the next step.
 */
export default flowScreen<Login>({
  Skeleton: () => <OfferStepSkeleton sections={[4]} />,
  load: openLogin,
  view: () => import('./OfferLoginView.tsx'),
  failedTexts: 'offerLogin:failed',
});
