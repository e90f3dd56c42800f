import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '../../personal/personal-data.css';
import './id-data.css';
import type { IdDocument } from '../../../api/contract/identity.ts';
import type { ViewProps } from '../../flowScreen.tsx';
import { goTo } from '../../../routing/navigate.ts';
import { useDeferredFormStep } from '../../step/useDeferredFormStep.tsx';
import { offerAnswers } from '../offerAnswers.ts';
import { MemoryOnlyNotice } from '../MemoryOnlyNotice.tsx';
import { OfferStepLayout } from '../OfferStepLayout.tsx';
import { useCart } from '../useCart.ts';
import type { StepEntry } from '../offerStep.ts';
import { stepAfter } from '../steps.ts';
import { IdDataForm } from './IdDataForm.tsx';
import { idFieldId, idFields, initialIdFormValues, type IdFormValues } from './idForm.ts';
import { idFormSchema } from './idSchema.ts';
import { useNationalities } from './useNationalities.ts';

/**
 * Without requirements (a cart from before they were kept) every later step stays in the
 * flow: a step too many explains itself, one too few fails late.
 */
const allSteps = { needsLogin: false, needsOtp: false, needsIdData: true, needsPayment: true };

const schema = idFormSchema();

/** The ID data step. */
export default function IdDataView({ place: { token } }: ViewProps<StepEntry>) {
  const cart = useCart(token);
  const nationalities = useNationalities();
  const step = useDeferredFormStep<IdFormValues, IdDocument>({
    schema,
    defaults: (typed) =>
      initialIdFormValues({ typed, confirmed: offerAnswers.answer(token, 'idData') }),
    typing: offerAnswers.slot(token, 'idData'),
    fields: idFields,
    target: idFieldId,
    submit: async (document) => {
      offerAnswers.confirm(token, 'idData', document);
      const needs = cart?.requirements ?? allSteps;
      return {
        kind: 'next',
        go: () => goTo(stepAfter('offerIdData', needs, window.location.search), { token }),
      };
    },
  });
  return (
    <OfferStepLayout step="offerIdData" token={token} withOrder>
      <MemoryOnlyNotice token={token} step="idData" />
      <IdDataForm
        step={step}
        nationalities={nationalities.state}
        onRetryNationalities={nationalities.retry}
      />
    </OfferStepLayout>
  );
}
