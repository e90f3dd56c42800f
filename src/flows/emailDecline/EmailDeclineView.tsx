import { useCallback, useEffect, useState } from 'react';
import { brand } from 'virtual:brand';
import { takeIntoHistory } from '../historySecret.ts';
import { brandSlugSchema, tokenSchema } from '../../api/contract/common.ts';
import { z } from '../../api/contract/zod.ts';
import { useText, useTexts } from '../../i18n/react.tsx';
import { href } from '../../routing/links.ts';
import { Button } from '../../ui/Button.tsx';
import { ButtonGroup } from '../../ui/ButtonGroup.tsx';
import { PageSection } from '../../ui/PageSection.tsx';
import { SectionStatus } from '../../ui/SectionStatus.tsx';
import { formatDateTime } from '../../ui/formatDate.ts';
import { PhoneNumber } from '../../ui/PhoneNumber.tsx';
import { SlowLoad, SlowSubmit } from '../LoadFailed.tsx';
import { Skeleton } from '../Skeleton.tsx';
import { checkDecline, sendDecline, type DeclineState, type MailLink } from './declineMail.ts';

/**
 * The link's e-mail: its token, and the brand it names (else this site's). The token
 * declines the e-mail: it leaves the address bar as it is read (third-party scripts wait
 * until it has), kept with the page's history entry, so a reload still shows the e-mail.
 */
function linkOf(win: Window): MailLink | undefined {
  const token = z.safeParse(tokenSchema, takeIntoHistory(win, 'token') ?? '');
  const named = z.safeParse(
    brandSlugSchema,
    new URLSearchParams(win.location.search).get('brand') ?? brand.slug,
  );
  return token.success && named.success ? { token: token.data, brand: named.data } : undefined;
}

function Hotline() {
  const t = useText();
  return (
    <p>
      {t('emailDecline:hotline')} <PhoneNumber number={brand.hotline} />
    </p>
  );
}

function Decline({ link }: { link: MailLink }) {
  const { t, locale } = useTexts();
  const [state, setState] = useState<DeclineState>({ kind: 'checking' });
  const [attempt, setAttempt] = useState(0);
  // Declined by the button, which then goes: the focus moves to what it answered.
  const [answered, setAnswered] = useState(false);
  const focusAnswer = useCallback((box: HTMLDivElement | null) => box?.focus(), []);

  // Opening the link shows its state: a declined e-mail says so at once. Asked again when
  // the answer is slow to come; whichever answers first is shown.
  useEffect(() => {
    let current = true;
    void checkDecline({ token: link.token, brand: link.brand }).then((checked) => {
      if (current && checked) setState(checked);
    });
    return () => {
      current = false;
    };
  }, [link.token, link.brand, attempt]);

  const decline = async () => {
    setState({ kind: 'sending' });
    const sent = await sendDecline(link);
    if (!sent) return;
    setAnswered(true);
    setState(sent);
  };

  if (state.kind === 'checking')
    return (
      <>
        <Skeleton sections={[3]} />
        <SlowLoad key={attempt} onRetry={() => setAttempt((n) => n + 1)} />
      </>
    );

  if (state.kind === 'declined') {
    const at = state.at ? formatDateTime(state.at, locale) : undefined;
    return (
      <>
        <SectionStatus
          type="success"
          {...(answered ? { ref: focusAnswer } : {})}
          headline={t(
            state.already ? 'emailDecline:already.headline' : 'emailDecline:declined.headline',
          )}
          text={
            <p>
              {at
                ? t('emailDecline:declinedAt', { at })
                : t(state.already ? 'emailDecline:already.text' : 'emailDecline:declined.text')}
            </p>
          }
        />
        <PageSection heading={t('emailDecline:next.heading')}>
          <p>{t('emailDecline:next.text')}</p>
          <Hotline />
        </PageSection>
      </>
    );
  }

  if (state.kind === 'open' && state.problem === 'unknown')
    return (
      <SectionStatus
        type="warning"
        headline={t('emailDecline:unknown.headline')}
        text={
          <>
            <p>{t('emailDecline:unknown.text')}</p>
            <Hotline />
          </>
        }
      />
    );

  return (
    <PageSection heading={t('emailDecline:question.heading', { brand: brand.name })}>
      <p>{t('emailDecline:question.text', { brand: brand.name })}</p>
      <p>{t('emailDecline:question.safe')}</p>
      {state.kind === 'open' && state.problem === 'unavailable' && (
        <SectionStatus
          headline={t('emailDecline:unavailable.headline')}
          text={<p>{t('emailDecline:unavailable.text')}</p>}
        />
      )}
      {state.kind === 'sending' && <SlowSubmit />}
      <ButtonGroup>
        <Button
          onClick={() => void decline()}
          loading={state.kind === 'sending'}
          data-track-id="emailRejection.confirm"
        >
          {t('emailDecline:question.decline')}
        </Button>
      </ButtonGroup>
    </PageSection>
  );
}

/** The decline page: the question and its button, or what became of the e-mail. */
export default function EmailDeclineView() {
  const { t, locale } = useTexts();
  const [link] = useState(() => linkOf(window));
  if (link) return <Decline link={link} />;
  return (
    <SectionStatus
      type="warning"
      headline={t('emailDecline:incomplete.headline')}
      text={<p>{t('emailDecline:incomplete.text')}</p>}
      buttons={<a href={href('home', {}, locale)}>{t('emailDecline:incomplete.home')}</a>}
    />
  );
}
