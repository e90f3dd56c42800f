import '../step/step-fields.css';
import { useEffect } from 'react';
import { brand } from 'virtual:brand';
import { withdrawalEvents } from './events.ts';
import { trackPageView } from '../../analytics/screenView.ts';
import type { WithdrawalRequest } from '../../api/contract/withdrawal.ts';
import { useText } from '../../i18n/react.tsx';
import { PageSection } from '../../ui/PageSection.tsx';
import { TextInput } from '../../ui/TextInput.tsx';
import type { ViewProps } from '../flowScreen.tsx';
import { goTo } from '../../routing/navigate.ts';
import { usePrefetchOnFirstInput, type Prefetch } from '../prefetchOnFirstInput.ts';
import { PreviousReceipt } from '../receipt/PreviousReceipt.tsx';
import { StepForm } from '../step/StepForm.tsx';
import { stepOutcome } from '../step/stepOutcome.ts';
import { useDeferredFormStep } from '../step/useDeferredFormStep.tsx';
import type { WithdrawalFormData } from './loadWithdrawal.ts';
import { loadWithdrawalCalls, sendWithdrawal } from './sendWithdrawal.ts';
import {
  fieldId,
  initialWithdrawalValues,
  withdrawalFields,
  withdrawalFormSchema,
  type WithdrawalFormValues,
} from './withdrawalForm.ts';
import { FORM, keepWithdrawal, withdrawalAnswers } from './withdrawalStore.ts';
import { EmailSection } from '../step/EmailSection.tsx';

/** What "Widerruf bestätigen" needs, fetched while the customer fills in the form. */
const sending: readonly Prefetch[] = [loadWithdrawalCalls];

/**
 * The withdrawal function's confirmation step: only who the customer is, which order and
 * where the acknowledgement goes, then "Widerruf bestätigen" — no other question, no offer
 * in the way. What is typed stays across reloads; the receipt once the API has it.
 */
export default function WithdrawalView({
  data: { id, prefill, previous },
}: ViewProps<WithdrawalFormData>) {
  const t = useText();
  const offer = prefill?.offerType ? { offerType: prefill.offerType } : undefined;
  usePrefetchOnFirstInput(sending);

  const step = useDeferredFormStep<WithdrawalFormValues, WithdrawalRequest>({
    schema: withdrawalFormSchema,
    defaults: (typed) => initialWithdrawalValues(typed, prefill),
    typing: withdrawalAnswers.slot(FORM, 'received'),
    fields: withdrawalFields,
    target: fieldId,
    submit: async (input) =>
      stepOutcome(await sendWithdrawal(id, input), {
        received: (receipt) => {
          keepWithdrawal(receipt);
          withdrawalEvents.confirmed(offer);
          return { kind: 'next', go: () => goTo('withdrawalConfirmation', {}, { replace: true }) };
        },
        failed: (code) => withdrawalEvents.failed(code, offer),
      }),
  });

  const offerType = prefill?.offerType;
  useEffect(() => {
    // The page view first, then the form's own event with the order's offer kind.
    trackPageView();
    withdrawalEvents.pageLoaded(offerType ? { offerType } : undefined);
  }, [offerType]);

  return (
    <div className="withdrawal">
      <p className="step-intro">{t('withdrawal:form.intro')}</p>
      {previous && (
        <PreviousReceipt
          texts="withdrawal:previous"
          receivedAt={previous.receipt.receivedAt}
          values={{ order: previous.receipt.order }}
          receipt="withdrawalConfirmation"
        />
      )}
      <StepForm
        step={step}
        submitLabel={t('withdrawal:form.submit')}
        unavailableTexts="withdrawal:unavailable"
        unavailableValues={{ hotline: brand.hotline }}
      >
        <PageSection heading={t('withdrawal:sections.order')}>
          <div className="step-stack">
            {/* Without the order's summary, the link's token names the order, and only that. */}
            {prefill && (
              <p>
                {t(prefill.name ? 'withdrawal:form.prefilled' : 'withdrawal:form.prefilledOrder')}
              </p>
            )}
            <TextInput
              label={t('withdrawal:name.label')}
              description={t('withdrawal:name.hint')}
              autoComplete="name"
              {...step.field('name')}
            />
            <TextInput
              label={t('withdrawal:order.label')}
              description={t('withdrawal:order.hint')}
              autoComplete="off"
              {...step.field('order')}
            />
          </div>
        </PageSection>
        <EmailSection
          heading={t('withdrawal:sections.email')}
          texts="withdrawal:email"
          field={step.field('email')}
        />
      </StepForm>
    </div>
  );
}
