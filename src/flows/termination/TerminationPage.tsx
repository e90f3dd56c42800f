import './termination.css';
import { Suspense, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { importWhenReachable } from '../../ui/importWhenReachable.ts';
import { lazyPart } from '../../ui/lazyPart.tsx';
import { brand } from 'virtual:brand';
import { terminationEvents } from './events.ts';
import { trackPageView } from '../../analytics/screenView.ts';
import type { PrefilledContract, TerminationConfig } from '../../api/contract/termination.ts';
import { useText } from '../../i18n/react.tsx';
import { loadApi } from '../loadApi.ts';
import { goTo } from '../../routing/navigate.ts';
import { usePrefetchOnFirstInput, type Prefetch } from '../prefetchOnFirstInput.ts';
import { PreviousReceipt } from '../receipt/PreviousReceipt.tsx';
import type { FieldErrors } from 'react-hook-form';
import { stepOutcome } from '../step/stepOutcome.ts';
import { messageAt, type StepOutcome } from '../step/formStep.ts';
import { useDeferredFormStep } from '../step/useDeferredFormStep.tsx';
import { OfferTeaser } from './OfferTeaser.tsx';
import { TerminationForm } from './TerminationForm.tsx';
import {
  fieldId,
  groupOf,
  initialTerminationValues,
  linkFields,
  terminationFields,
  type FieldGroup,
  type TerminationField,
  type TerminationFormValues,
  type TerminationInput,
} from './terminationForm.ts';
import { terminationFormSchema } from './terminationSchema.ts';
import { $sendingProofs } from './sendingProofs.ts';
import {
  keepReceipt,
  terminationAnswers,
  type ReceivedTermination,
  type TerminationKind,
} from './terminationStore.ts';
import { choiceOf, trackingOf } from './tracking.ts';

// The dialogs (Mantine Modal with its focus trap, some 25 KB) load when first opened: most
// customers never see them, and the form must not wait for them.
const RequiredFieldsModal = lazyPart(
  importWhenReachable('lazy-files:src/flows/termination/RequiredFieldsModal.tsx', () =>
    import('./RequiredFieldsModal.tsx').then((m) => m.RequiredFieldsModal),
  ),
);
const ComboDiscountModal = lazyPart(
  importWhenReachable('lazy-files:src/flows/termination/ComboDiscountModal.tsx', () =>
    import('./ComboDiscountModal.tsx').then((m) => m.ComboDiscountModal),
  ),
);

const loadSending = importWhenReachable(
  'lazy-files:src/flows/termination/sendTermination.ts',
  () => import('./sendTermination.ts'),
);

/** What "jetzt kündigen" needs, fetched while the customer fills in the form. */
const sending: readonly Prefetch[] = [
  loadSending,
  () => loadApi(() => import('../../api/contract/calls/termination.ts')),
];

/** Service types a combination discount (mobile with home internet) can end with. */
const comboServices = new Set(['mobile', 'internet']);

const receiptRoute = {
  default: 'terminationConfirmation',
  prefilled: 'selfcareTerminationConfirmation',
} as const;

export interface TerminationPageProps {
  kind: TerminationKind;
  config: TerminationConfig;
  id: string;
  previous: ReceivedTermination | undefined;
  prefill?: PrefilledContract | undefined;
  /** The link's signed data, sent with a prefilled termination. */
  link?: string | undefined;
}

/** What the receipt page repeats of what was sent. */
function sentOf(input: TerminationInput): ReceivedTermination['sent'] {
  return {
    serviceType: input.serviceType,
    cancellationType: input.cancellationType,
    reason: input.reason,
    ...(input.reasonText ? { reasonText: input.reasonText } : {}),
    ...(input.terminationDate ? { terminationDate: input.terminationDate } : {}),
    contract: input.contract,
    holder: `${input.customer.givenNames} ${input.customer.familyName}`,
    email: input.email,
    proofs: input.proofs.map((p) => p.fileName),
  };
}

/**
 * A termination form, default or prefilled: the one page with its fields and "jetzt
 * kündigen", what is typed kept across reloads, the receipt kept once the API has it. The
 * modals and the teaser come after the button or on the customer's action, never before
 * it: nothing stands between the customer and the button (§ 312k BGB).
 */
export function TerminationPage({
  kind,
  config,
  id,
  previous,
  prefill,
  link,
}: TerminationPageProps) {
  const t = useText();
  const track = trackingOf(kind);
  const sent = useRef(false);
  const started = useRef(false);
  const schema = useMemo(
    () => terminationFormSchema(config, { prefill, sendingProofs: () => $sendingProofs.get() }),
    [config, prefill],
  );
  const onForm = (field: TerminationField) =>
    !prefill || !(linkFields as readonly string[]).includes(field);
  const fields = terminationFields.filter(onForm);
  usePrefetchOnFirstInput(sending);

  const step = useDeferredFormStep<TerminationFormValues, TerminationInput>({
    schema,
    defaults: (typed) => initialTerminationValues(typed, prefill),
    typing: terminationAnswers.slot(kind, 'received'),
    fields,
    target: fieldId,
    onInvalid: (errors) => openRequired(errors),
    submit: async (input): Promise<StepOutcome<TerminationFormValues>> => {
      if (!(await comboAnswered(input.serviceType))) return { kind: 'stay' };
      const choice = choiceOf({ ...input, timing: input.selectTerminationDate ? 'later' : 'now' });
      // Not with the form but once the customer starts on it (`sending`).
      const { sendTermination } = await loadSending();
      return stepOutcome(await sendTermination(kind, id, input, onForm, link), {
        received: (receipt) => {
          sent.current = true;
          keepReceipt(kind, receipt, sentOf(input));
          track.submitted(choice);
          return { kind: 'next', go: () => goTo(receiptRoute[kind], {}, { replace: true }) };
        },
        refused: (problem) => {
          track.failed(choice, 'PrefillRefused');
          return {
            kind: 'next',
            go: () =>
              goTo('selfcareTerminationError', {}, { replace: true, search: `?reason=${problem}` }),
          };
        },
        failed: (code) => track.failed(choice, code),
      });
    },
  });
  // The answers as they are now, for the events: read when they are sent.
  const values = useRef(step.values);
  useEffect(() => {
    values.current = step.values;
  });

  // "jetzt kündigen" with answers missing: the dialog names them (beside the summary).
  const [missing, setMissing] = useState<FieldGroup[]>([]);
  const [requiredAsked, setRequiredAsked] = useState(false);
  // Where the focus goes back to when the dialog closes without leading to a field: it
  // mounts open the first time, so Mantine has not seen where the focus was.
  const beforeRequired = useRef<HTMLElement | null>(null);
  const [leadTo, setLeadTo] = useState<FieldGroup>();
  const openRequired = (errors: FieldErrors<TerminationFormValues>) => {
    const empty: FieldGroup[] = [];
    for (const field of fields) {
      const message = messageAt(errors, field);
      const group = groupOf(field);
      if (typeof message === 'string' && message.endsWith('.required') && !empty.includes(group))
        empty.push(group);
    }
    if (empty.length === 0) return;
    // Kept until the dialog opens again: a change would make it hand the focus back.
    setLeadTo(undefined);
    beforeRequired.current = document.activeElement as HTMLElement | null;
    setRequiredAsked(true);
    setMissing(empty);
    track.modalViewed('requiredFields');
  };
  const closeRequired = () => {
    setMissing([]);
    track.modalClosed('requiredFields');
  };
  const focusLed = () => {
    if (!leadTo) {
      beforeRequired.current?.focus();
      return;
    }
    const field = document.getElementById(fieldId(leadTo));
    // The form was sent to open the dialog: the file has come with the form's checks.
    if (field) void import('../../ui/revealField.ts').then(({ revealField }) => revealField(field));
  };

  // "jetzt kündigen" for a contract a combination discount can end with: said once, in a
  // dialog whose "Jetzt kündigen" sends at once; closing it sends nothing and keeps all.
  const comboHotline = config.comboDiscountHotline;
  const [combo, setCombo] = useState<'unseen' | 'open' | 'seen'>('unseen');
  const comboSeen = useRef(false);
  const comboAnswer = useRef<(send: boolean) => void>(undefined);
  const beforeCombo = useRef<HTMLElement | null>(null);
  const comboAnswered = (serviceType: string): Promise<boolean> => {
    if (!comboHotline || comboSeen.current || !comboServices.has(serviceType))
      return Promise.resolve(true);
    comboSeen.current = true;
    beforeCombo.current = document.activeElement as HTMLElement | null;
    setCombo('open');
    track.modalViewed('comboDiscount');
    return new Promise((resolve) => (comboAnswer.current = resolve));
  };
  const answerCombo = (send: boolean) => {
    setCombo('seen');
    if (!send) track.modalClosed('comboDiscount');
    comboAnswer.current?.(send);
    comboAnswer.current = undefined;
  };
  // The dialog mounts open, so Mantine has not seen where the focus was: it goes back to
  // the button pressed, which stays busy while the termination is sent.
  const focusBeforeCombo = () => beforeCombo.current?.focus();

  useEffect(() => {
    // The page view first, then the form's own event (the screen leaves the view to it).
    trackPageView();
    if (kind === 'default') terminationEvents.pageLoaded();
    // Left with answers given and nothing sent: the termination was not made.
    const left = () => {
      if (started.current && !sent.current) terminationEvents.cancelled(choiceOf(values.current()));
    };
    window.addEventListener('pagehide', left);
    return () => window.removeEventListener('pagehide', left);
  }, [kind]);

  const submitting = {
    ...step,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      track.clicked(choiceOf(step.values()));
      step.onSubmit(event);
    },
  };

  return (
    <div className="termination">
      <p className="step-intro">
        {t(kind === 'default' ? 'termination:form.intro' : 'termination:form.introPrefilled')}
      </p>
      {previous && (
        <PreviousReceipt
          texts="termination:previous"
          receivedAt={previous.receipt.receivedAt}
          values={{ id: previous.receipt.id }}
          receipt={receiptRoute[kind]}
        />
      )}
      <div
        onChangeCapture={() => {
          started.current = true;
        }}
      >
        <TerminationForm
          step={submitting}
          config={config}
          id={id}
          prefill={prefill}
          hotline={config.offerHotline ?? brand.hotline}
        />
      </div>
      {config.offerHotline && (
        <OfferTeaser hotline={config.offerHotline} onViewed={terminationEvents.teaserViewed} />
      )}
      <Suspense fallback={null}>
        {requiredAsked && (
          <RequiredFieldsModal
            missing={missing}
            leading={leadTo !== undefined}
            onClose={closeRequired}
            afterClose={focusLed}
            onLead={(field) => {
              setLeadTo(field);
              closeRequired();
            }}
          />
        )}
        {comboHotline && combo !== 'unseen' && (
          <ComboDiscountModal
            opened={combo === 'open'}
            hotline={comboHotline}
            onClose={() => answerCombo(false)}
            onTerminate={() => answerCombo(true)}
            afterClose={focusBeforeCombo}
          />
        )}
      </Suspense>
    </div>
  );
}
