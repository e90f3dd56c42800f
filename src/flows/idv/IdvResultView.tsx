import './idv.css';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { brand } from 'virtual:brand';
import type { IdvSession } from '../../api/contract/idv.ts';
import { errorTextValues } from '../../api/errors/texts.ts';
import { idvEvents } from './events.ts';
import { useText, useTexts } from '../../i18n/react.tsx';
import { href } from '../../routing/links.ts';
import { $idvMethod } from '../../stores/idvMethod.ts';
import { $useCase } from '../../stores/useCase.ts';
import { Button } from '../../ui/Button.tsx';
import { ButtonGroup } from '../../ui/ButtonGroup.tsx';
import { Data } from '../../ui/Data.tsx';
import { PageSection } from '../../ui/PageSection.tsx';
import { SectionStatus } from '../../ui/SectionStatus.tsx';
import type { ViewProps } from '../flowScreen.tsx';
import { phoneLink } from '../../ui/phoneLink.ts';
import { IdvProblem } from './IdvProblem.tsx';
import { METHOD_CHOICE_FILES, type IdvResultData } from './loadIdvResult.ts';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { importWhenReachable } from '../../ui/importWhenReachable.ts';
import { lazyPart } from '../../ui/lazyPart.tsx';
import { methodTexts } from './methodTexts.ts';
import { methodOf, resultPlan, type ResultAction } from './resultPlans.ts';
import { dateText } from './serviceHours.ts';

type Result = Extract<IdvResultData, { kind: 'result' }>;

/**
 * Shown only where the page offers another method; its loader has fetched the files by
 * then. No Suspense boundary of its own: the view's first render is a transition, which
 * waits for the choice rather than showing a stand-in, so the page shows whole.
 */
const loadChoice = importWhenReachable(METHOD_CHOICE_FILES, () => import('./MethodChoice.tsx'));
const MethodChoice = lazyPart(() => loadChoice().then((m) => m.MethodChoice));

/** Deutsche Post's branch finder, for the PostIdent visit. */
const POST_OFFICE_FINDER = 'https://www.deutschepost.de/de/s/standorte.html';

/** The coupon to take to the post office: the reference and what to bring, printable alone. */
function PostIdentCoupon({ session }: { session: IdvSession | undefined }) {
  const t = useText();
  const reference = session?.postIdentReference;
  return (
    <section className="idv-coupon" aria-labelledby="idv-coupon-heading">
      <h2 id="idv-coupon-heading" className="idv-result__heading">
        {t('idv:result.postIdent.coupon')}
      </h2>
      <p className="idv-coupon__brand">
        <Data>{brand.name}</Data>
      </p>
      {reference ? (
        <>
          <p className="idv-coupon__label">{t('idv:result.postIdent.reference')}</p>
          <p className="idv-coupon__reference">
            <Data>{reference}</Data>
          </p>
        </>
      ) : (
        <p>{t('idv:result.postIdent.noReference')}</p>
      )}
      <h3 className="idv-coupon__subheading">{t('idv:result.postIdent.bringHeading')}</h3>
      <ul className="idv-result__list">
        <li>{t('idv:result.postIdent.bringId')}</li>
        <li>{t('idv:result.postIdent.bringCoupon')}</li>
      </ul>
    </section>
  );
}

function Actions({
  actions,
  hotline,
  onCheckAgain,
}: {
  actions: readonly ResultAction[];
  /** The hotline the answer named, else the brand's. */
  hotline: string;
  onCheckAgain: () => void;
}) {
  const { t, locale } = useTexts();
  const phone = phoneLink(hotline);
  return (
    <ButtonGroup align="start">
      {actions.map((action, index) => {
        const primary = index === 0;
        switch (action) {
          case 'call':
            return (
              <LinkButton key={action} href={phone.href} primary={primary}>
                {t('idv:actions.call', { hotline: phone.display })}
              </LinkButton>
            );
          case 'home':
            return (
              <LinkButton key={action} href={href('home', {}, locale)} primary={primary}>
                {t('idv:actions.home')}
              </LinkButton>
            );
          case 'postOffice':
            return (
              <LinkButton
                key={action}
                href={POST_OFFICE_FINDER}
                primary={primary}
                attributes={{ target: '_blank', rel: 'noopener noreferrer' }}
              >
                {t('idv:actions.postOffice')}
              </LinkButton>
            );
          case 'print':
          case 'checkAgain':
            return (
              <Button
                key={action}
                variant={primary ? 'primary' : 'secondary'}
                onClick={action === 'print' ? () => window.print() : onCheckAgain}
              >
                {t(`idv:actions.${action}`)}
              </Button>
            );
        }
      })}
    </ButtonGroup>
  );
}

/** A result page: what happened, what happens next, and what the customer can do now. */
function ResultPage({ data, token, reload }: { data: Result; token: string; reload: () => void }) {
  const { t, locale } = useTexts();
  const { standing, retry } = data;
  const session = standing.kind === 'open' ? standing.session : undefined;
  const storedUseCase = useStore($useCase);
  const storedMethod = useStore($idvMethod);
  const useCase =
    session?.useCase ??
    (standing.kind === 'ended' ? standing.error.useCase : undefined) ??
    storedUseCase;
  // The method this page speaks of: the one chosen before it opened, not one chosen on it.
  const [method] = useState(() => methodOf(standing, storedMethod));
  const plan = resultPlan(standing);
  const values: Record<string, string> = {
    ...errorTextValues(standing.kind === 'ended' ? standing.error : undefined, {
      locale,
      hotline: brand.hotline,
    }),
    method: method ? t(methodTexts[method].name) : t('idv:result.anyMethod'),
    date: session ? dateText(session.expiresAt, locale) : '',
  };
  const code = standing.kind === 'ended' ? standing.code : standing.page;

  useEffect(() => {
    const context = { useCase, method };
    if (plan.event === 'error') idvEvents.error(code, context);
    else idvEvents[plan.event](context);
  }, [plan.event, code, useCase, method]);

  return (
    <div className="idv-result" data-idv-page={data.page}>
      <SectionStatus
        type={plan.tone}
        headline={t(plan.title, values)}
        text={<p className="idv-result__text">{t(plan.text, values)}</p>}
      />
      {data.page === 'idvPostIdent' && <PostIdentCoupon session={session} />}
      {plan.next.length > 0 && (
        <section className="idv-result__next" aria-labelledby="idv-result-next">
          <h2 id="idv-result-next" className="idv-result__heading">
            {t('idv:result.nextHeading')}
          </h2>
          {plan.next.map((key) => (
            <p key={key} className="idv-result__text">
              {t(key, values)}
            </p>
          ))}
          {session && data.page === 'idvPending' && (
            <p className="idv-result__text">{t('idv:result.pending.validUntil', values)}</p>
          )}
        </section>
      )}
      {retry && (
        <PageSection
          heading={t(
            data.page === 'idvPending' ? 'idv:result.pending.other' : 'idv:result.failed.again',
          )}
        >
          <MethodChoice
            token={token}
            useCase={useCase}
            methods={retry.methods}
            device={retry.device}
          />
        </PageSection>
      )}
      <section className="idv-result__next" aria-labelledby="idv-result-actions">
        <h2 id="idv-result-actions" className="idv-result__heading">
          {t('idv:result.actionsHeading')}
        </h2>
        <Actions
          actions={plan.actions}
          hotline={values['hotline'] ?? brand.hotline}
          onCheckAgain={reload}
        />
      </section>
    </div>
  );
}

/** The seven result pages of a verification, or the problem that keeps it from its page. */
export default function IdvResultView({ data, place, reload }: ViewProps<IdvResultData>) {
  if (data.kind === 'problem')
    return <IdvProblem error={data.error} useCase={data.useCase} onRetry={reload} />;
  return <ResultPage data={data} token={place.token} reload={reload} />;
}
