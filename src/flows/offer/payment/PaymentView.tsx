import './payment.css';
import { useEffect, useState } from 'react';
import { brand } from 'virtual:brand';
import { formatPrice } from '../../../api/contract/formatPrice.ts';
import type { SepaPayment } from '../../../api/contract/payment.ts';
import type { IbanCheckResult } from '../../../api/contract/validation.ts';
import { offerEvents } from '../events.ts';
import { useText } from '../../../i18n/react.tsx';
import { SectionStatus } from '../../../ui/SectionStatus.tsx';
import type { ViewProps } from '../../flowScreen.tsx';
import { goTo } from '../../../routing/navigate.ts';
import { useDeferredFormStep } from '../../step/useDeferredFormStep.tsx';
import { useStepValues } from '../../step/useStepValues.ts';
import { offerAnswers } from '../offerAnswers.ts';
import { MemoryOnlyNotice } from '../MemoryOnlyNotice.tsx';
import { OfferStepLayout } from '../OfferStepLayout.tsx';
import { useCart } from '../useCart.ts';
import type { StepEntry } from '../offerStep.ts';
import { stepAfter } from '../steps.ts';
import type { IbanCheck } from './ibanCheck.ts';
import { PaymentForm } from './PaymentForm.tsx';
import {
  electronicIban,
  fieldId,
  groupedIban,
  initialPaymentValues,
  paymentFields,
  type PaymentFormValues,
} from './paymentForm.ts';
import { ibanProblem, paymentFormSchema } from './paymentSchema.ts';
import { useIbanCheck } from './useIbanCheck.ts';

/** A cart from before requirements were kept: the summary follows the payment either way. */
const paymentOnly = { needsLogin: false, needsOtp: false, needsIdData: false, needsPayment: true };

const refusedIban = 'payment:errors.iban.invalid';

/** The payment step. */
export default function PaymentView({ place: { token } }: ViewProps<StepEntry>) {
  const cart = useCart(token);
  const t = useText();
  const checkIban = useIbanCheck(brand.slug);
  const [bank, setBank] = useState<IbanCheckResult>();

  const step = useDeferredFormStep<PaymentFormValues, SepaPayment>({
    schema: paymentFormSchema,
    defaults: (typed) =>
      initialPaymentValues({
        typed,
        confirmed: offerAnswers.answer(token, 'payment'),
        personal: offerAnswers.answer(token, 'personalData'),
      }),
    typing: offerAnswers.slot(token, 'payment'),
    fields: paymentFields,
    target: fieldId,
    submit: async (payment) => {
      const check = await checkIban(payment.iban);
      if (!applyCheck(check)) {
        if (check.kind === 'invalid')
          return { kind: 'invalid', errors: [{ field: 'iban', message: refusedIban }] };
        return check.kind === 'unavailable' ? { kind: 'unavailable' } : { kind: 'stay' };
      }
      offerAnswers.confirm(token, 'payment', { ...payment, sepaMandateAccepted: true });
      offerEvents.paymentDataSaved({ offerType: cart?.offerType, offers: cart?.offers ?? [] });
      const needs = cart?.requirements ?? paymentOnly;
      return {
        kind: 'next',
        go: () => goTo(stepAfter('offerPayment', needs, window.location.search), { token }),
      };
    },
  });

  /** Shows the bank of an IBAN the API confirmed; true when the IBAN may be used. */
  const applyCheck = (check: IbanCheck): boolean => {
    if (check.kind === 'valid') {
      setBank(check.result);
      return true;
    }
    if (check.kind === 'invalid') setBank(undefined);
    return false;
  };

  // A restored IBAN shows its bank again; a wrong one waits for the customer to act.
  const [restored] = useState(() => electronicIban(step.values().iban));
  useEffect(() => {
    if (restored === '' || ibanProblem(restored)) return;
    let live = true;
    void checkIban(restored).then((check) => {
      if (live && check.kind === 'valid') setBank(check.result);
    });
    return () => {
      live = false;
    };
  }, [restored, checkIban]);

  const [watchedIban] = useStepValues(step, ['iban']);
  const typedIban = electronicIban(watchedIban);
  const shownBank = bank && bank.iban === typedIban ? bank : undefined;

  // Its messages need react-hook-form, which the customer's typing brought; offline, the
  // submit says so and checks again.
  const onIbanBlur = async () => {
    const { getValues, setValue, setError, clearErrors } = await step.formReady();
    const iban = electronicIban(getValues('iban'));
    if (iban === '') return;
    setValue('iban', groupedIban(iban));
    const problem = ibanProblem(iban);
    if (problem) {
      setError('iban', { type: 'validate', message: problem });
      return;
    }
    const check = await checkIban(iban);
    // The customer may have typed on meanwhile: that IBAN gets its own check.
    if (electronicIban(getValues('iban')) !== iban) return;
    if (check.kind === 'valid') clearErrors('iban');
    if (!applyCheck(check) && check.kind === 'invalid')
      setError('iban', { type: 'server', message: refusedIban });
  };

  const oneTimeAmount = cart?.requirements?.oneTimePaymentAmount;
  return (
    <OfferStepLayout step="offerPayment" token={token} withOrder>
      <MemoryOnlyNotice token={token} step="payment" />
      {oneTimeAmount !== undefined && oneTimeAmount > 0 && (
        <SectionStatus
          type="info"
          headline={t('payment:oneTimePayment.headline')}
          text={t('payment:oneTimePayment.text', { amount: formatPrice(oneTimeAmount) })}
        />
      )}
      <PaymentForm
        step={step}
        bank={shownBank}
        creditor={brand.creditor}
        onIbanBlur={() => void onIbanBlur().catch(() => undefined)}
      />
    </OfferStepLayout>
  );
}
