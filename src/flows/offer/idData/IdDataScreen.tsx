import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '../personal/personal-data.css';
import './id-data.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import type { Requirements } from '../../../api/contract/offer.ts';
import type { IdDocument } from '../../../api/contract/identity.ts';
import { useText, type UseText } from '../../../i18n/react.tsx';
import type { Cart } from '../../../stores/cart.ts';
import { loadDraft, saveDraft } from '../../../stores/drafts.ts';
import { ErrorSummary, type ErrorSummaryEntry } from '../../../ui/ErrorSummary.tsx';
import { useErrorModal } from '../../../ui/errorModalContext.tsx';
import { LoadingRegion } from '../../../ui/LoadingPlaceholder.tsx';
import { goTo } from '../../navigate.ts';
import { ID_DATA_FORM } from '../personalDataDraft.ts';
import { nextStep } from '../steps.ts';
import { useOfferStep } from '../useOfferStep.ts';
import { usePageView } from '../../usePageView.ts';
import { IdDataForm } from './IdDataForm.tsx';
import { idFieldId, idFields, initialIdFormValues, type IdFormValues } from './idForm.ts';
import { idResolver, preloadIdRules } from './idResolver.ts';
import { ID_DATA_DRAFT } from '../personalDataDraft.ts';
import { useDraftKeeping } from '../useDraftKeeping.ts';
import { useNationalities } from './useNationalities.ts';
import { guardedSubmit } from '../guardedSubmit.ts';

/**
 * Without requirements (a cart from before they were kept) every later step stays in the
 * flow: a step too many explains itself, one too few fails late.
 */
const allSteps: Requirements = {
  needsLogin: false,
  needsOtp: false,
  needsIdData: true,
  needsPayment: true,
};

function summaryEntries(errors: FieldErrors<IdFormValues>, t: UseText): ErrorSummaryEntry[] {
  return idFields.flatMap((field) => {
    const message = errors[field]?.message;
    return message ? [{ target: idFieldId(field), message: t(message) }] : [];
  });
}

function IdDataStep({ token, cart }: { token: string; cart: Cart | undefined }) {
  const t = useText();
  const { showError } = useErrorModal();
  const defaultValues = useMemo(
    () =>
      initialIdFormValues({
        draft: loadDraft(token, ID_DATA_DRAFT),
        confirmed: loadDraft(token, ID_DATA_FORM),
      }),
    [token],
  );
  const form = useForm<IdFormValues, unknown, IdDocument>({
    defaultValues,
    resolver: idResolver,
    // GOV.UK: the error summary takes the focus, and messages change on submit only.
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  useDraftKeeping(token, ID_DATA_DRAFT, form);
  const { state: nationalities, retry } = useNationalities();
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [leaving, setLeaving] = useState(false);
  // Set before the re-render that shows the busy button: a second submit finishes nothing.
  const finished = useRef(false);

  useEffect(preloadIdRules, []);

  const finish = (data: IdDocument) => {
    if (finished.current) return;
    finished.current = true;
    saveDraft(token, ID_DATA_FORM, data);
    setLeaving(true);
    goTo(nextStep('offerIdData', cart?.requirements ?? allSteps), { token });
  };
  const failed = () => setFailedSubmits((n) => n + 1);

  return (
    <>
      <ErrorSummary entries={summaryEntries(errors, t)} focusSignal={failedSubmits} />
      <IdDataForm
        register={register}
        control={control}
        errors={errors}
        nationalities={nationalities}
        onRetryNationalities={retry}
        submitting={isSubmitting || leaving}
        onSubmit={(event) =>
          guardedSubmit(event, isSubmitting || leaving, handleSubmit(finish, failed), () =>
            showError(t('idData:checkFailed')),
          )
        }
      />
    </>
  );
}

/**
 * /angebot/{token}/ausweisdaten: the identity document of the contract holder (SPEC
 * issue 4). What is typed is kept as a draft; the confirmed data goes to the summary.
 */
export function IdDataScreen() {
  const step = useOfferStep('offerIdData');
  usePageView(step.status === 'ready');
  if (step.status === 'checking') return <LoadingRegion lines={6} />;
  return <IdDataStep token={step.token} cart={step.cart} />;
}
