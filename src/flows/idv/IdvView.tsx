import './idv.css';
import { useEffect } from 'react';
import { brand } from 'virtual:brand';
import { idvEvents } from './events.ts';
import { UseCaseText, useTexts } from '../../i18n/react.tsx';
import { PageSection } from '../../ui/PageSection.tsx';
import { CustomerDetailsSection } from '../customer/CustomerDetailsSection.tsx';
import type { ViewProps } from '../flowScreen.tsx';
import { IdvProblem } from './IdvProblem.tsx';
import type { IdvMainData } from './loadIdvMain.ts';
import { ContinueOnPhone } from './ContinueOnPhone.tsx';
import { MethodChoice } from './MethodChoice.tsx';
import { dateText } from './serviceHours.ts';

type Choose = Extract<IdvMainData, { kind: 'choose' }>;

function IdvChoice({ data, token, reload }: { data: Choose; token: string; reload: () => void }) {
  const { t, locale } = useTexts();
  const { session, methods, customer, device } = data;

  useEffect(() => {
    const offered = methods.kind === 'ready' ? methods.options.map((o) => o.method) : [];
    idvEvents.selectionPageLoaded(offered, { useCase: session.useCase });
  }, [methods, session.useCase]);

  return (
    <div className="idv">
      <p className="idv-intro">
        <UseCaseText k="idv:main.intro" />
      </p>
      <p className="idv-intro">
        {t('idv:main.validUntil', { date: dateText(session.expiresAt, locale) })}
      </p>
      <CustomerDetailsSection
        token={token}
        brand={brand.slug}
        hotline={brand.hotline}
        loaded={customer}
        // The verification ended while the page was open: its load leads to where it stands.
        onLinkClosed={reload}
      />
      <PageSection heading={t('idv:methods.heading')}>
        <MethodChoice token={token} useCase={session.useCase} methods={methods} device={device} />
      </PageSection>
      {/* The online ID reads the ID card's chip: a phone's NFC. */}
      {!device.nfc && <ContinueOnPhone link={window.location.href.split('#')[0] ?? ''} />}
    </div>
  );
}

/** The method choice, or what keeps the verification from going on. */
export default function IdvView({ data, place, reload }: ViewProps<IdvMainData>) {
  if (data.kind === 'problem')
    return <IdvProblem error={data.error} useCase={data.useCase} onRetry={reload} />;
  return <IdvChoice data={data} token={place.token} reload={reload} />;
}
