import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import './personal-data.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { brand } from 'virtual:brand';
import type { Offer, Requirements } from '../../../api/contract/offer.ts';
import type { PostalAddress } from '../../../api/contract/personal.ts';
import { offerEvents } from '../../../analytics/events.ts';
import { useLocale, useText, type UseText } from '../../../i18n/react.tsx';
import type { Cart } from '../../../stores/cart.ts';
import { loadDraft, saveDraft } from '../../../stores/drafts.ts';
import { LoadingRegion } from '../../../ui/LoadingPlaceholder.tsx';
import { goTo } from '../../navigate.ts';
import { PERSONAL_DATA_DRAFT, PERSONAL_DATA_FORM } from '../personalDataDraft.ts';
import { nextStep } from '../steps.ts';
import { useOfferStep } from '../useOfferStep.ts';
import { usePageView } from '../../usePageView.ts';
import { AddressPicker } from './AddressPicker.tsx';
import { checkAddress } from './checkAddress.ts';
import { ErrorSummary, type ErrorSummaryEntry } from '../../../ui/ErrorSummary.tsx';
import { loadOffer } from './loadOffer.ts';
import { PersonalDataForm } from './PersonalDataForm.tsx';
import {
  confirmedPersonalData,
  fieldId,
  formValuesOf,
  initialFormValues,
  personalFields,
  type AddressStatus,
  type PersonalFormValues,
  type PersonalInput,
} from './personalForm.ts';
import { personalResolver, preloadPersonalRules } from './personalResolver.ts';
import { useDraftKeeping } from '../useDraftKeeping.ts';
import { guardedSubmit } from '../guardedSubmit.ts';

/**
 * Without requirements (a cart from before they were kept, and no offer answer) every
 * later step stays in the flow: a step too many explains itself, one too few fails late.
 */
const allSteps: Requirements = {
  needsLogin: false,
  needsOtp: false,
  needsIdData: true,
  needsPayment: true,
};

const birthParts: readonly string[] = ['birthDay', 'birthMonth', 'birthYear'];

/** One summary entry per invalid field in form order; the birth date's parts count as one. */
function summaryEntries(errors: FieldErrors<PersonalFormValues>, t: UseText): ErrorSummaryEntry[] {
  const entries: ErrorSummaryEntry[] = [];
  let birthDateListed = false;
  for (const field of personalFields) {
    const message = errors[field]?.message;
    if (!message) continue;
    if (birthParts.includes(field)) {
      if (birthDateListed) continue;
      birthDateListed = true;
    }
    entries.push({ target: fieldId(field), message: t(message) });
  }
  return entries;
}

type Phase =
  | { kind: 'form' }
  | { kind: 'pick'; input: PersonalInput; options: PostalAddress[]; corrected: boolean };

interface StepProps {
  token: string;
  cart: Cart | undefined;
  offer: Offer | undefined;
}

function PersonalDataStep({ token, cart, offer }: StepProps) {
  const t = useText();
  const defaultValues = useMemo(
    () =>
      initialFormValues({
        draft: loadDraft(token, PERSONAL_DATA_DRAFT),
        confirmed: loadDraft(token, PERSONAL_DATA_FORM),
        known: offer?.personalData,
      }),
    [token, offer],
  );
  const form = useForm<PersonalFormValues, unknown, PersonalInput>({
    defaultValues,
    resolver: personalResolver,
    // GOV.UK: the error summary takes the focus, and messages change on submit only.
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = form;
  const keep = useDraftKeeping(token, PERSONAL_DATA_DRAFT, form);
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });
  const [unavailable, setUnavailable] = useState(false);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [leaving, setLeaving] = useState(false);
  // Set before the re-render that disables the buttons: a second click finishes nothing.
  const finished = useRef(false);
  const backToForm = useRef(false);

  useEffect(preloadPersonalRules, []);
  useEffect(() => {
    if (phase.kind !== 'form' || !backToForm.current) return;
    backToForm.current = false;
    setFocus('street');
  }, [phase, setFocus]);

  const finish = (input: PersonalInput, address: PostalAddress, status: AddressStatus) => {
    if (finished.current) return;
    finished.current = true;
    const data = confirmedPersonalData(input, address, status);
    saveDraft(token, PERSONAL_DATA_FORM, data);
    // A return to this step shows the address that was chosen, not the one typed.
    keep(formValuesOf(data));
    offerEvents.personalDataSaved({
      offerType: offer?.offerType,
      offers: cart?.offers ?? offer?.offers ?? [],
    });
    setLeaving(true);
    const needs = cart?.requirements ?? offer?.requirements ?? allSteps;
    goTo(nextStep('offerPersonalData', needs), { token });
  };

  const failed = () => setFailedSubmits((n) => n + 1);

  const submitValid = async (input: PersonalInput) => {
    setUnavailable(false);
    const check = await checkAddress(brand.slug, input.address);
    switch (check.kind) {
      case 'valid':
        finish(input, input.address, 'validated');
        return;
      case 'corrected':
        setPhase({ kind: 'pick', input, options: [check.suggestion], corrected: true });
        return;
      case 'choice':
        setPhase({ kind: 'pick', input, options: check.candidates, corrected: false });
        return;
      case 'invalid':
        for (const { field, message } of check.errors) {
          setError(field, { type: 'server', message });
        }
        failed();
        return;
      case 'unavailable':
        setUnavailable(true);
        return;
      case 'aborted':
        return;
    }
  };

  if (phase.kind === 'pick') {
    return (
      <AddressPicker
        typed={phase.input.address}
        options={phase.options}
        corrected={phase.corrected}
        busy={leaving}
        onChoose={(address, status) => finish(phase.input, address, status)}
        onEdit={() => {
          backToForm.current = true;
          setPhase({ kind: 'form' });
        }}
      />
    );
  }

  return (
    <>
      <ErrorSummary entries={summaryEntries(errors, t)} focusSignal={failedSubmits} />
      <PersonalDataForm
        register={register}
        errors={errors}
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
 * /angebot/{token}/meine-daten: the customer's personal data (SPEC issue 4, O16-O18, P5).
 * What is typed is kept as a draft; the address is checked by the API before the data is
 * confirmed for the later steps.
 */
export function PersonalDataScreen() {
  const step = useOfferStep('offerPersonalData');
  const locale = useLocale();
  const [offer, setOffer] = useState<Offer | 'unavailable'>();

  useEffect(() => {
    if (step.status !== 'ready') return;
    let live = true;
    void loadOffer(step.token, locale).then((loaded) => {
      if (live && loaded) setOffer(loaded);
    });
    return () => {
      live = false;
    };
  }, [step.status, step.token, locale]);
  usePageView(step.status === 'ready' && offer !== undefined);

  if (step.status === 'checking' || offer === undefined) return <LoadingRegion lines={8} />;
  return (
    <PersonalDataStep
      token={step.token}
      cart={step.cart}
      offer={offer === 'unavailable' ? undefined : offer}
    />
  );
}
