import './summary.css';
import { useState } from 'react';
import { z } from '../../../api/contract/zod.ts';
import { brand } from 'virtual:brand';
import { useText } from '../../../i18n/react.tsx';
import type { ViewProps } from '../../flowScreen.tsx';
import { importWhenReachable } from '../../../ui/importWhenReachable.ts';
import { loadOrderCalls } from './orderCalls.ts';
import { usePrefetchOnFirstInput, type Prefetch } from '../../prefetchOnFirstInput.ts';
import { StepForm } from '../../step/StepForm.tsx';
import { useDeferredFormStep } from '../../step/useDeferredFormStep.tsx';
import { Documents } from '../details/Documents.tsx';
import { OfferStepLayout } from '../OfferStepLayout.tsx';
import { useCart } from '../useCart.ts';
import { useDocumentDownload } from '../useDocumentDownload.ts';
import { AdvertisingConsent } from './AdvertisingConsent.tsx';
import {
  advertisingFields,
  advertisingId,
  advertisingShape,
  changedConsent,
  choicesOf,
  type AdvertisingChoices,
  type AdvertisingField,
} from './advertising.ts';
import { AnswerSections } from './AnswerSections.tsx';
import { KeyFacts } from './KeyFacts.tsx';
import { confirmationId, legalFields, noneTicked, type LegalChoices } from './legal.ts';
import { LegalConfirmations } from './LegalConfirmations.tsx';
import { orderKey } from './orderKey.ts';
import { orderProblems, type OrderProblem } from './orderProblems.ts';
import { OrderProblems } from './OrderProblems.tsx';
import type { SummaryData } from './loadSummary.ts';
import type { TextKey } from '../../../i18n/keys.ts';

const ticked = (message: TextKey) => z.literal(true, message);

type SummaryChoices = LegalChoices & AdvertisingChoices;

/**
 * The required confirmations (§ 312j BGB, § 54 TKG) are ticked; the early start and each
 * advertising channel may be.
 */
const summarySchema = z.object({
  contractSummaryAcknowledged: ticked('summary:legal.errors.contractSummaryAcknowledged'),
  termsAccepted: ticked('summary:legal.errors.termsAccepted'),
  withdrawalInfoAcknowledged: ticked('summary:legal.errors.withdrawalInfoAcknowledged'),
  earlyStartRequested: z.boolean(),
  ...advertisingShape,
});

const loadOrdering = importWhenReachable(
  'lazy-files:src/flows/offer/summary/placeOrder.ts',
  () => import('./placeOrder.ts'),
);

/** What the order button needs, fetched while the customer ticks the confirmations. */
const ordering: readonly Prefetch[] = [loadOrdering, loadOrderCalls];

/**
 * The summary: the answers, the documents, the advertising consent, the legal confirmations
 * and the order.
 */
export default function SummaryView({
  data: { offer, answers, consent },
  place: { token },
}: ViewProps<SummaryData>) {
  const cart = useCart(token);
  const t = useText();
  const download = useDocumentDownload(token, offer);
  const [problems, setProblems] = useState<readonly OrderProblem[]>([]);
  const [refused, setRefused] = useState(0);
  usePrefetchOnFirstInput(ordering);

  const step = useDeferredFormStep<SummaryChoices, SummaryChoices>({
    schema: summarySchema,
    defaults: () => ({ ...noneTicked, ...choicesOf(consent) }),
    fields: [...legalFields, ...advertisingFields],
    target: (field) =>
      (legalFields as readonly string[]).includes(field)
        ? confirmationId(field as keyof LegalChoices)
        : advertisingId(field as AdvertisingField),
    submit: async (choices) => {
      setProblems([]);
      // Not with the page but once the customer starts on the form (`ordering`).
      const { acceptBody, placeOrder } = await loadOrdering();
      const outcome = await placeOrder({
        token,
        offer,
        cart,
        body: acceptBody(answers, choices, offer.requirements, changedConsent(consent, choices)),
        idempotencyKey: orderKey(token),
      });
      if (outcome.kind === 'next') return outcome;
      if (outcome.kind === 'failed') return { kind: 'unavailable', tooMany: outcome.tooMany };
      setProblems(orderProblems(outcome.errors));
      setRefused((n) => n + 1);
      return { kind: 'stay' };
    },
  });

  return (
    <OfferStepLayout step="offerSummary" token={token}>
      <div className="summary">
        <OrderProblems token={token} problems={problems} focusSignal={refused} />
        <StepForm
          step={step}
          submitLabel={t('summary:order.submit')}
          unavailableTexts="summary:order.failed"
          unavailableValues={{ hotline: brand.hotline }}
          beforeSubmit={<KeyFacts offer={offer} />}
        >
          <p className="summary-intro">{t('summary:intro')}</p>
          <AnswerSections token={token} answers={answers} />
          <Documents documents={offer.documents} onDownload={download} />
          <AdvertisingConsent consent={consent} register={step.registration} />
          <LegalConfirmations register={step.registration} message={step.message} />
        </StepForm>
      </div>
    </OfferStepLayout>
  );
}
