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

/** The required confirmations (§ 312j BGB, § 54 TKG) are ticked; the early start may be. */
const legalSchema = z.object({
  contractSummaryAcknowledged: ticked('summary:legal.errors.contractSummaryAcknowledged'),
  termsAccepted: ticked('summary:legal.errors.termsAccepted'),
  withdrawalInfoAcknowledged: ticked('summary:legal.errors.withdrawalInfoAcknowledged'),
  earlyStartRequested: z.boolean(),
});

const loadOrdering = importWhenReachable(
  'lazy-files:src/flows/offer/summary/placeOrder.ts',
  () => import('./placeOrder.ts'),
);

/** What the order button needs, fetched while the customer ticks the confirmations. */
const ordering: readonly Prefetch[] = [loadOrdering, loadOrderCalls];

/** The summary: the answers, the documents, the legal confirmations and the order. */
export default function SummaryView({
  data: { offer, answers },
  place: { token },
}: ViewProps<SummaryData>) {
  const cart = useCart(token);
  const t = useText();
  const download = useDocumentDownload(token, offer);
  const [problems, setProblems] = useState<readonly OrderProblem[]>([]);
  const [refused, setRefused] = useState(0);
  usePrefetchOnFirstInput(ordering);

  const step = useDeferredFormStep<LegalChoices, LegalChoices>({
    schema: legalSchema,
    defaults: () => noneTicked,
    fields: legalFields,
    target: confirmationId,
    submit: async (choices) => {
      setProblems([]);
      // Not with the page but once the customer starts on the form (`ordering`).
      const { acceptBody, placeOrder } = await loadOrdering();
      const outcome = await placeOrder({
        token,
        offer,
        cart,
        body: acceptBody(answers, choices, offer.requirements),
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
          <LegalConfirmations register={step.registration} message={step.message} />
        </StepForm>
      </div>
    </OfferStepLayout>
  );
}
