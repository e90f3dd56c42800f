import './summary.css';
import { LoadFailed } from '../../LoadFailed.tsx';
import { useRetryableLoad } from '../../useRetryableLoad.ts';
import { useMemo, useRef, useState } from 'react';
import type { Offer } from '../../../api/contract/offer.ts';
import { useLocale, useText } from '../../../i18n/react.tsx';
import type { Locale } from '../../../routes.ts';
import type { Cart } from '../../../stores/cart.ts';
import { Button } from '../../../ui/Button.tsx';
import { ButtonGroup } from '../../../ui/ButtonGroup.tsx';
import { ErrorSummary } from '../../../ui/ErrorSummary.tsx';
import { LoadingRegion } from '../../../ui/LoadingPlaceholder.tsx';
import { SectionStatus } from '../../../ui/SectionStatus.tsx';
import { goTo } from '../../navigate.ts';
import { Documents } from '../details/Documents.tsx';
import { loadOffer } from '../personal/loadOffer.ts';
import { useOfferStep } from '../useOfferStep.ts';
import { usePageView } from '../../usePageView.ts';
import type { Answers } from './answers.ts';
import { AnswerSections } from './AnswerSections.tsx';
import { KeyFacts } from './KeyFacts.tsx';
import { confirmationId, missingConfirmations, noneTicked, type LegalChoices } from './legal.ts';
import { confirmationErrorKeys, LegalConfirmations } from './LegalConfirmations.tsx';
import { orderKey } from './orderKey.ts';
import { orderProblems, type OrderProblem } from './orderProblems.ts';
import { OrderProblems } from './OrderProblems.tsx';
import { acceptBody, placeOrder } from './placeOrder.ts';
import { useDocumentDownload } from '../useDocumentDownload.ts';

type SummaryLoad = { kind: 'ready'; offer: Offer; answers: Answers } | { kind: 'failed' };

/**
 * The offer and the confirmed answers of the earlier steps. A step whose answer is missing
 * takes the customer back there; undefined: the page is leaving.
 */
async function prepare(token: string, locale: Locale): Promise<SummaryLoad | undefined> {
  try {
    // The answers are checked with the contract's zod schemas: loaded beside the offer.
    const [offer, { readAnswers }] = await Promise.all([
      loadOffer(token, locale),
      import('./answers.ts'),
    ]);
    if (offer === undefined) return undefined;
    if (offer === 'unavailable') return { kind: 'failed' };
    const check = readAnswers(token, offer.requirements);
    if (check.kind === 'missing') {
      goTo(check.step, { token }, { replace: true });
      return undefined;
    }
    return { kind: 'ready', offer, answers: check.answers };
  } catch {
    return { kind: 'failed' };
  }
}

interface SummaryStepProps {
  token: string;
  cart: Cart | undefined;
  offer: Offer;
  answers: Answers;
}

function SummaryStep({ token, cart, offer, answers }: SummaryStepProps) {
  const t = useText();
  const download = useDocumentDownload(token, offer);
  const [choices, setChoices] = useState<LegalChoices>(noneTicked);
  const [checked, setChecked] = useState(false);
  const [incomplete, setIncomplete] = useState(0);
  const [problems, setProblems] = useState<readonly OrderProblem[]>([]);
  const [refused, setRefused] = useState(0);
  const [unanswered, setUnanswered] = useState(false);
  const [busy, setBusy] = useState(false);
  // Set before the re-render that shows the loading state: a second click sends nothing.
  const sending = useRef(false);

  const missing = checked ? missingConfirmations(choices) : [];

  const order = async () => {
    if (sending.current) return;
    setChecked(true);
    if (missingConfirmations(choices).length > 0) {
      setIncomplete((n) => n + 1);
      return;
    }
    sending.current = true;
    setBusy(true);
    setUnanswered(false);
    setProblems([]);
    const outcome = await placeOrder({
      token,
      offer,
      cart,
      body: acceptBody(answers, choices, offer.requirements),
      idempotencyKey: orderKey(token),
    }).catch(() => ({ kind: 'failed' }) as const);
    if (outcome.kind === 'leaving') return;
    sending.current = false;
    setBusy(false);
    if (outcome.kind === 'failed') {
      setUnanswered(true);
      return;
    }
    setProblems(orderProblems(outcome.errors));
    setRefused((n) => n + 1);
  };

  return (
    <div className="summary">
      <ErrorSummary
        entries={missing.map((name) => ({
          target: confirmationId(name),
          message: t(confirmationErrorKeys[name]),
        }))}
        focusSignal={incomplete}
      />
      <OrderProblems token={token} problems={problems} focusSignal={refused} />
      <p className="summary-intro">{t('summary:intro')}</p>
      <AnswerSections token={token} answers={answers} />
      <Documents documents={offer.documents} onDownload={download} />
      <LegalConfirmations choices={choices} onChange={setChoices} missing={missing} />
      <KeyFacts offer={offer} />
      <ButtonGroup align="end">
        <Button loading={busy} onClick={() => void order()}>
          {t('summary:order.submit')}
        </Button>
      </ButtonGroup>
      {unanswered && (
        <SectionStatus
          headingLevel={3}
          headline={t('summary:order.failed.headline')}
          text={t('summary:order.failed.text')}
        />
      )}
    </div>
  );
}

/**
 * /angebot/{token}/zusammenfassung: the customer checks the answers, confirms the legal
 * notes and orders (SPEC issue 4). The order is sent with one idempotency key, however
 * often the button is pressed.
 */
export function SummaryScreen() {
  const step = useOfferStep('offerSummary');
  const t = useText();
  const locale = useLocale();
  const ready = step.status === 'ready';
  const { state, retry } = useRetryableLoad(
    useMemo(
      () => (ready ? () => prepare(step.token, locale) : undefined),
      [ready, step.token, locale],
    ),
  );
  // Not before the answers are read: a step without its answer sends the customer back there.
  usePageView(step.status === 'ready' && state.kind !== 'loading');

  if (step.status === 'checking' || state.kind === 'loading') return <LoadingRegion lines={8} />;
  if (state.kind === 'failed') {
    return (
      <LoadFailed
        headline={t('summary:loadFailed.headline')}
        text={t('summary:loadFailed.text')}
        retryLabel={t('summary:loadFailed.retry')}
        onRetry={retry}
      />
    );
  }
  return (
    <SummaryStep token={step.token} cart={step.cart} offer={state.offer} answers={state.answers} />
  );
}
