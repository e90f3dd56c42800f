import './offer-login.css';
import { brand } from 'virtual:brand';
import { useLocale, useText } from '../../../i18n/react.tsx';
import { href } from '../../../routes.ts';
import { Button } from '../../../ui/Button.tsx';
import { ButtonGroup } from '../../../ui/ButtonGroup.tsx';
import { LoadingRegion } from '../../../ui/LoadingPlaceholder.tsx';
import { SectionStatus } from '../../../ui/SectionStatus.tsx';
import { usePageView } from '../../usePageView.ts';
import { tokenFromPath } from '../token.ts';
import { BrandLogin } from './BrandLogin.tsx';
import { OtpForm } from './OtpForm.tsx';
import { useLoginStep } from './useLoginStep.ts';

/**
 * /angebot/{token}/login: the one-time code from the SMS for otp offers, the brand's login
 * for the other protected offers; both end with the bearer token and the next step.
 */
export function OfferLoginScreen() {
  const t = useText();
  const locale = useLocale();
  const token = tokenFromPath(window.location.pathname) ?? '';
  const { state, retry, loggedIn } = useLoginStep(token);
  usePageView(state.kind !== 'checking' && state.kind !== 'leaving');

  switch (state.kind) {
    case 'checking':
    case 'leaving':
      return <LoadingRegion lines={3} />;
    case 'failed':
      return (
        <SectionStatus
          headline={t('offerLogin:failed.headline')}
          text={t('offerLogin:failed.text')}
          buttons={
            <ButtonGroup>
              <Button onClick={retry}>{t('offerLogin:failed.retry')}</Button>
            </ButtonGroup>
          }
        />
      );
    case 'otp':
      return <OtpForm offerHref={href('offer', { token }, locale)} onLoggedIn={loggedIn} />;
    case 'brand':
      return (
        <BrandLogin
          loginUrl={state.loginUrl}
          brandName={brand.name}
          returnProblem={state.returnProblem}
        />
      );
  }
}
