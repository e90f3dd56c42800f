import './offer-login.css';
import { brand } from 'virtual:brand';
import { useLocale } from '../../../i18n/react.tsx';
import { href } from '../../../routing/links.ts';
import type { ViewProps } from '../../flowScreen.tsx';
import { BrandLogin } from './BrandLogin.tsx';
import type { Login } from './loginSteps.ts';
import { OtpForm } from './OtpForm.tsx';

/** The login the offer asks for. */
export default function OfferLoginView({ data: login, place: { token } }: ViewProps<Login>) {
  const locale = useLocale();
  if (login.kind === 'otp')
    return <OtpForm token={token} offerHref={href('offer', { token }, locale)} />;
  return (
    <BrandLogin
      loginUrl={login.loginUrl}
      brandName={brand.name}
      returnProblem={login.returnProblem}
    />
  );
}
