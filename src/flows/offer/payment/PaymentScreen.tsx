import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import './payment.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { brand } from 'virtual:brand';
import type { Requirements } from '../../../api/contract/offer.ts';
import type { SepaPayment } from '../../../api/contract/payment.ts';
import type { IbanCheckResult } from '../../../api/contract/validation.ts';
import { formatPrice } from '../../../api/contract/formatPrice.ts';
import { offerEvents } from '../../../analytics/events.ts';
import { useText, type UseText } from '../../../i18n/react.tsx';
import type { Cart } from '../../../stores/cart.ts';
import { loadDraft, saveDraft } from '../../../stores/drafts.ts';
import { ErrorSummary, type ErrorSummaryEntry } from '../../../ui/ErrorSummary.tsx';
import { LoadingRegion } from '../../../ui/LoadingPlaceholder.tsx';
import { SectionStatus } from '../../../ui/SectionStatus.tsx';
import { goTo } from '../../navigate.ts';
import { PAYMENT_FORM, PERSONAL_DATA_FORM } from '../personalDataDraft.ts';
import { nextStep } from '../steps.ts';
import { useOfferStep } from '../useOfferStep.ts';
import { usePageView } from '../../usePageView.ts';
import type { IbanCheck } from './ibanCheck.ts';
import { PaymentForm } from './PaymentForm.tsx';
import {
  confirmedPayment,
  electronicIban,
  fieldId,
  groupedIban,
  initialPaymentValues,
  paymentFields,
  type PaymentFormValues,
} from './paymentForm.ts';
import { ibanShapeProblem, paymentResolver, preloadPaymentRules } from './paymentResolver.ts';
import { useIbanCheck } from './useIbanCheck.ts';
import { useDraftKeeping } from '../useDraftKeeping.ts';
import { PAYMENT_DRAFT } from '../personalDataDraft.ts';
import { guardedSubmit } from '../guardedSubmit.ts';

/** A cart from before requirements were kept: the summary follows the payment either way. */
const paymentOnly: Requirements = {
  needsLogin: false,
  needsOtp: false,
  needsIdData: false,
  needsPayment: true,
};

const refusedIban = 'payment:errors.iban.invalid';

function summaryEntries(errors: FieldErrors<PaymentFormValues>, t: UseText): ErrorSummaryEntry[] {
  return paymentFields.flatMap((field) => {
    const message = errors[field]?.message;
    return message ? [{ target: fieldId(field), message: t(message) }] : [];
  });
}

interface StepProps {
  token: string;
  cart: Cart | undefined;
}

function PaymentStep({ token, cart }: StepProps) {
  const t = useText();
  const defaultValues = useMemo(
    () =>
      initialPaymentValues({
        draft: loadDraft(token, PAYMENT_DRAFT),
        confirmed: loadDraft(token, PAYMENT_FORM),
        personal: loadDraft(token, PERSONAL_DATA_FORM),
      }),
    [token],
  );
  const form = useForm<PaymentFormValues, unknown, SepaPayment>({
    defaultValues,
    resolver: paymentResolver,
    // GOV.UK: the error summary takes the focus, and messages change on submit only.
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    getValues,
    setValue,
    control,
    formState: { errors, isSubmitting, isSubmitted },
  } = form;
  useDraftKeeping(token, PAYMENT_DRAFT, form);
  const checkIban = useIbanCheck(brand.slug);
  const [bank, setBank] = useState<IbanCheckResult>();
  const [unavailable, setUnavailable] = useState(false);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [leaving, setLeaving] = useState(false);
  // Set before the re-render that disables the button: a second click finishes nothing.
  const finished = useRef(false);

  useEffect(preloadPaymentRules, []);

  // A restored IBAN shows its bank again; a wrong one waits for the customer to act.
  useEffect(() => {
    const iban = electronicIban(defaultValues.iban);
    if (iban === '') return;
    let live = true;
    void ibanShapeProblem(iban)
      .then((problem) => (problem ? undefined : checkIban(iban)))
      .then((check) => {
        if (live && check?.kind === 'valid') setBank(check.result);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [defaultValues, checkIban]);

  const typedIban = electronicIban(useWatch({ control, name: 'iban' }));
  const shownBank = bank && bank.iban === typedIban ? bank : undefined;

  /** Applies the API's answer to the field; true when the IBAN may be used. */
  const applyCheck = (check: IbanCheck): boolean => {
    if (check.kind === 'valid') {
      clearErrors('iban');
      setBank(check.result);
      return true;
    }
    if (check.kind === 'invalid') {
      setBank(undefined);
      setError('iban', { type: 'server', message: refusedIban });
    }
    return false;
  };

  const onIbanBlur = async () => {
    const iban = electronicIban(getValues('iban'));
    if (iban === '') return;
    setValue('iban', groupedIban(iban));
    try {
      const problem = await ibanShapeProblem(iban);
      if (problem) {
        setError('iban', { type: 'validate', message: problem });
        return;
      }
      const check = await checkIban(iban);
      // The customer may have typed on meanwhile: that IBAN gets its own check.
      if (electronicIban(getValues('iban')) === iban) applyCheck(check);
    } catch {
      // Without the rules there is nothing to say yet; the submit tells.
    }
  };

  const failed = () => setFailedSubmits((n) => n + 1);

  const finish = (payment: SepaPayment) => {
    if (finished.current) return;
    finished.current = true;
    saveDraft(token, PAYMENT_FORM, confirmedPayment(payment));
    offerEvents.paymentDataSaved({ offerType: cart?.offerType, offers: cart?.offers ?? [] });
    setLeaving(true);
    goTo(nextStep('offerPayment', cart?.requirements ?? paymentOnly), { token });
  };

  const submitValid = async (payment: SepaPayment) => {
    setUnavailable(false);
    const check = await checkIban(payment.iban);
    if (applyCheck(check)) {
      finish(payment);
      return;
    }
    if (check.kind === 'invalid') failed();
    if (check.kind === 'unavailable') setUnavailable(true);
  };

  const oneTimeAmount = cart?.requirements?.oneTimePaymentAmount;

  return (
    <>
      {/* Summarised once a submit failed; before, a blur's message stands at its field only. */}
      <ErrorSummary
        entries={isSubmitted ? summaryEntries(errors, t) : []}
        focusSignal={failedSubmits}
      />
      {oneTimeAmount !== undefined && oneTimeAmount > 0 && (
        <SectionStatus
          type="info"
          headline={t('payment:oneTimePayment.headline')}
          text={t('payment:oneTimePayment.text', { amount: formatPrice(oneTimeAmount) })}
        />
      )}
      <PaymentForm
        register={register}
        errors={errors}
        bank={shownBank}
        creditor={brand.name}
        onIbanBlur={() => void onIbanBlur()}
        submitting={isSubmitting || leaving}
        unavailable={unavailable}
        onSubmit={(event) =>
          guardedSubmit(event, isSubmitting || leaving, handleSubmit(submitValid, failed), () =>
            setUnavailable(true),
          )
        }
      />
    </>
  );
}

/**
 * /angebot/{token}/zahlung: the SEPA direct debit for the monthly charges (SPEC issue 4).
 * The IBAN is checked by the API on blur and on submit; what is typed is kept as a draft
 * in this tab; the confirmed data goes to the summary. A one-time payment is announced
 * here and paid at the payment provider after the order.
 */
export function PaymentScreen() {
  const step = useOfferStep('offerPayment');
  usePageView(step.status === 'ready');
  if (step.status === 'checking') return <LoadingRegion lines={6} />;
  return <PaymentStep token={step.token} cart={step.cart} />;
}
