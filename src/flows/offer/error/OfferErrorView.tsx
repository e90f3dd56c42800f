import './offer-error.css';
import { useId, useRef, useState } from 'react';
import { trackingAttributes } from '../../../analytics/trackingAttributes.ts';
import { offerTexts } from '../../../api/errors/offerTexts.ts';
import { errorTextKey, errorTextValues } from '../../../api/errors/texts.ts';
import { brand, brandSites } from 'virtual:brand';
import { brandSiteUrl } from '../../../brand/sites.ts';
import { useText, useTexts } from '../../../i18n/react.tsx';
import type { Locale } from '../../../routes.ts';
import { href } from '../../../routing/links.ts';
import { Button } from '../../../ui/Button.tsx';
import { ButtonGroup } from '../../../ui/ButtonGroup.tsx';
import { SectionStatus } from '../../../ui/SectionStatus.tsx';
import { LinkButton } from '../../../ui/LinkButton.tsx';
import { offerErrorActions, type OfferErrorAction } from './actions.ts';
import { toOfferError, type OfferErrorState } from '../../../stores/offerError.ts';
import { restartPayment } from './restartPayment.ts';
import type { TextKey } from '../../../i18n/keys.ts';

type RetryLater = Extract<OfferErrorAction, { kind: 'retryLater' }>;
type PayAgain = Extract<OfferErrorAction, { kind: 'payAgain' }>;
type ShownAction = Exclude<OfferErrorAction, RetryLater>;
type LinkAction = Exclude<ShownAction, PayAgain>;

const isRetryLater = (action: OfferErrorAction): action is RetryLater =>
  action.kind === 'retryLater';
const isShown = (action: OfferErrorAction): action is ShownAction => action.kind !== 'retryLater';

const labelKeys: Record<LinkAction['kind'], TextKey> = {
  callHotline: 'offerError:actions.callHotline',
  customerService: 'offerError:actions.customerService',
  reloadOffer: 'offerError:actions.reloadOffer',
  completePersonalData: 'offerError:actions.completePersonalData',
  completeIdData: 'offerError:actions.completeIdData',
  enterCode: 'offerError:actions.enterCode',
  startPage: 'offerError:actions.startPage',
};

export interface OfferErrorViewProps {
  /** The error as readOfferError found it. */
  error: OfferErrorState;
  /** The token of the route, if the page has one; else the stored error's. */
  token?: string | undefined;
  /** The brand's hotline, called when the error names no shop hotline. */
  brandHotline: string;
}

/**
 * The brand an offer belongs to when the customer opened it on another brand's site (the
 * API refuses that with OfferMismatch and names the owner): its name and the offer there.
 */
function otherBrandSite(error: OfferErrorState, token: string | undefined, locale: Locale) {
  if (error.code !== 'OfferMismatch' || !error.brand || error.brand === brand.slug) return;
  const site = brandSites.find((candidate) => candidate.slug === error.brand);
  const path = token ? href('offer', { token }) : href('offerLanding');
  const url = site && brandSiteUrl(site, window.location, path, locale);
  return site && url ? { brand: site.name, href: url } : undefined;
}

/** The offer error page: what happened, in the customer's language, and what to do now. */
export function OfferErrorView({ error, token, brandHotline }: OfferErrorViewProps) {
  const { t, locale } = useTexts();
  const nextStepsId = useId();
  const asError = toOfferError(error);
  const keys = errorTextKey(asError, offerTexts);
  const values = errorTextValues(asError, { locale, hotline: brandHotline });
  const { tone, actions } = offerErrorActions(error, {
    token: token ?? error.token,
    locale,
    brandHotline,
  });
  const window = actions.find(isRetryLater)?.window;
  const [payAgainFailed, setPayAgainFailed] = useState(false);
  const owner = otherBrandSite(error, token ?? error.token, locale);

  return (
    <div className="offer-error" data-error-code={error.code}>
      <SectionStatus
        type={tone}
        headline={owner ? t('offerError:otherBrand.title', owner) : t(keys.title, values)}
        text={
          <>
            <p className="offer-error__text">
              {owner ? t('offerError:otherBrand.text', owner) : t(keys.text, values)}
            </p>
            {window && (
              <p className="offer-error__text">{t('offerError:retryLater.window', window)}</p>
            )}
          </>
        }
      />
      <section aria-labelledby={nextStepsId}>
        <h2 id={nextStepsId} className="offer-error__next-heading">
          {t('offerError:nextSteps.heading')}
        </h2>
        <ButtonGroup>
          {owner && (
            <LinkButton primary href={owner.href} className="offer-error__action">
              {t('offerError:actions.openOnBrandSite', owner)}
            </LinkButton>
          )}
          {actions.filter(isShown).map((action, index) =>
            action.kind === 'payAgain' ? (
              <PayAgainButton
                key={action.kind}
                token={action.token}
                primary={index === 0 && !owner}
                onFailed={() => setPayAgainFailed(true)}
              />
            ) : (
              <LinkButton
                key={action.kind}
                className="offer-error__action"
                primary={index === 0 && !owner}
                {...linkProps(action, error)}
              >
                {t(
                  labelKeys[action.kind],
                  'phone' in action ? { number: action.phone.display } : {},
                )}
              </LinkButton>
            ),
          )}
        </ButtonGroup>
        {payAgainFailed && <SectionStatus text={t('offerError:payAgain.failed')} />}
      </section>
    </div>
  );
}

interface PayAgainButtonProps {
  token: string;
  primary: boolean;
  /** The reset got no answer: the customer stays and may press again. */
  onFailed: () => void;
}

/** Resets the offer to its payment, then the summary opens; busy until the page leaves. */
function PayAgainButton({ token, primary, onFailed }: PayAgainButtonProps) {
  const t = useText();
  const [busy, setBusy] = useState(false);
  // Set before the re-render that shows the loading state: a second click sends nothing.
  const sending = useRef(false);
  const payAgain = async () => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    const outcome = await restartPayment(token);
    if (outcome !== 'failed') return;
    sending.current = false;
    setBusy(false);
    onFailed();
  };
  return (
    <Button
      className="offer-error__action"
      variant={primary ? 'primary' : 'secondary'}
      loading={busy}
      onClick={() => void payAgain()}
    >
      {t('offerError:actions.payAgain')}
    </Button>
  );
}

function linkProps(action: LinkAction, error: OfferErrorState) {
  if (!('phone' in action)) return { href: action.href };
  return {
    href: action.phone.href,
    attributes: trackingAttributes('offer.error.hotline.call', {
      details: { errorCode: error.code, line: action.kind },
    }),
  };
}
