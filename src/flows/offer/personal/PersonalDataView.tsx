import '../../personal/personal-data.css';
import { useEffect, useRef, useState } from 'react';
import { brand } from 'virtual:brand';
import type { PostalAddress } from '../../../api/contract/personal.ts';
import { offerEvents } from '../events.ts';
import type { ViewProps } from '../../flowScreen.tsx';
import { loadValidationCalls } from '../../validationCalls.ts';
import { goTo } from '../../../routing/navigate.ts';
import { usePrefetchOnFirstInput, type Prefetch } from '../../prefetchOnFirstInput.ts';
import { stepOutcome } from '../../step/stepOutcome.ts';
import type { NextStep } from '../../step/formStep.ts';
import { useDeferredFormStep } from '../../step/useDeferredFormStep.tsx';
import { offerAnswers } from '../offerAnswers.ts';
import { OfferStepLayout } from '../OfferStepLayout.tsx';
import { useCart } from '../useCart.ts';
import { stepAfter } from '../steps.ts';
import type { AddressStatus } from '../../personal/addressFields.ts';
import type { AddressPicker } from '../../personal/AddressPicker.tsx';
import { verifiedPersonOf } from '../../personal/verifiedPerson.ts';
import type { PersonalDataStepData } from './loadPersonalDataStep.ts';
import { PersonalDataForm } from './PersonalDataForm.tsx';
import {
  confirmedPersonalData,
  fieldId,
  initialFormValues,
  personalFields,
  type PersonalFormValues,
  type PersonalInput,
} from './personalForm.ts';
import { personalFormSchema } from './personalSchema.ts';

/**
 * Without requirements (a cart from before they were kept, and no offer answer) every
 * later step stays in the flow: a step too many explains itself, one too few fails late.
 */
const allSteps = { needsLogin: false, needsOtp: false, needsIdData: true, needsPayment: true };

type Phase =
  | { kind: 'form' }
  | {
      kind: 'pick';
      Picker: typeof AddressPicker;
      input: PersonalInput;
      options: PostalAddress[];
      corrected: boolean;
    };

const schema = personalFormSchema();

const loadCheck = () => import('../../personal/checkAddress.ts');
const loadPicker = () => import('../../personal/AddressPicker.tsx');

/** What "Weiter" needs (the address check, and the picker for what it may suggest). */
const checking: readonly Prefetch[] = [loadCheck, loadPicker, loadValidationCalls];

/** The personal data step: the form, then the address the API suggests where it differs. */
export default function PersonalDataView({
  data: { offer, customer },
  place: { token },
}: ViewProps<PersonalDataStepData>) {
  const cart = useCart(token);
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });
  // An existing customer's name and birth date are the operator's, not typed again.
  const [verified] = useState(() => verifiedPersonOf(customer));
  const backToForm = useRef(false);
  usePrefetchOnFirstInput(checking);

  const finish = (
    input: PersonalInput,
    address: PostalAddress,
    status: AddressStatus,
  ): NextStep => {
    offerAnswers.confirm(token, 'personalData', confirmedPersonalData(input, address, status));
    offerEvents.personalDataSaved({
      offerType: offer?.offerType ?? cart?.offerType,
      offers: cart?.offers ?? offer?.offers ?? [],
    });
    const needs = cart?.requirements ?? offer?.requirements ?? allSteps;
    return {
      kind: 'next',
      go: () => goTo(stepAfter('offerPersonalData', needs, window.location.search), { token }),
    };
  };

  const step = useDeferredFormStep<PersonalFormValues, PersonalInput>({
    schema,
    defaults: (typed) =>
      initialFormValues({
        typed,
        confirmed: offerAnswers.answer(token, 'personalData'),
        known: customer ?? offer?.personalData,
        verified,
      }),
    typing: offerAnswers.slot(token, 'personalData'),
    fields: personalFields,
    target: fieldId,
    submit: async (input) => {
      // Not with the page but once the customer starts on the form (`checking`).
      const [{ checkAddress }, { AddressPicker: Picker }] = await Promise.all([
        loadCheck(),
        loadPicker(),
      ]);
      return stepOutcome(await checkAddress(brand.slug, input.address), {
        received: (answer) => {
          if (answer.kind === 'valid') return finish(input, input.address, 'validated');
          setPhase({ ...answer, Picker, input });
          return { kind: 'stay' };
        },
      });
    },
  });

  // Back from the picker, which a submit opened: react-hook-form is there.
  const setFocus = step.form?.setFocus;
  useEffect(() => {
    if (phase.kind !== 'form' || !backToForm.current) return;
    backToForm.current = false;
    setFocus?.('street');
  }, [phase, setFocus]);

  return (
    <OfferStepLayout step="offerPersonalData" token={token} withOrder>
      {phase.kind === 'pick' ? (
        <phase.Picker
          typed={phase.input.address}
          options={phase.options}
          corrected={phase.corrected}
          onChoose={(address, status) => finish(phase.input, address, status)}
          onEdit={() => {
            backToForm.current = true;
            setPhase({ kind: 'form' });
          }}
        />
      ) : (
        <PersonalDataForm step={step} verified={verified} />
      )}
    </OfferStepLayout>
  );
}
