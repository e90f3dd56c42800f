import { Suspense, type ReactNode } from 'react';
import { importWhenReachable } from '../../ui/importWhenReachable.ts';
import { lazyPart } from '../../ui/lazyPart.tsx';
import type { PrefilledContract, TerminationConfig } from '../../api/contract/termination.ts';
import type { TextKey } from '../../i18n/keys.ts';
import { useText, useTexts } from '../../i18n/react.tsx';
import type { Locale } from '../../routes.ts';
import { href } from '../../routing/links.ts';
import { Data } from '../../ui/Data.tsx';
import { LoadingPlaceholder } from '../../ui/LoadingPlaceholder.tsx';
import { PageSection } from '../../ui/PageSection.tsx';
import { Textarea, TextInput } from '../../ui/TextInput.tsx';
import { formatIsoDate } from '../../ui/formatDate.ts';
import { AddressFields } from '../step/AddressFields.tsx';
import { PersonFields } from '../step/PersonFields.tsx';
import { RadioField } from '../step/RadioField.tsx';
import { StepForm } from '../step/StepForm.tsx';
import type { StepFields } from '../step/formStep.ts';
import { StepControlled, type ControlledStep } from '../step/StepControlled.tsx';
import { useStepValues } from '../step/useStepValues.ts';
import { contractNumberRows, holderRows } from '../../documents/holderRows.ts';
import { LaterDateField, LaterDateStandIn } from './LaterDateField.tsx';
import { FactList } from '../receipt/FactList.tsx';
import { needsProof } from './terminationSchema.ts';
import { fieldId, type TerminationFormValues, type TerminationInput } from './terminationForm.ts';
import {
  cancellationTypeTexts,
  isReason,
  reasonTexts,
  serviceTypeTexts,
} from '../../documents/terminationTexts.ts';
import { EmailSection } from '../step/EmailSection.tsx';

// Only a reason that needs proof asks for a file: the upload loads then.
const ProofUpload = lazyPart(
  importWhenReachable('lazy-files:src/flows/termination/ProofUpload.tsx', () =>
    import('./ProofUpload.tsx').then((m) => m.ProofUpload),
  ),
);

/** Height (px) of the stand-in while the upload loads: its legend, hint and button. */
const UPLOAD_HEIGHT = 120;

export interface TerminationFormProps {
  step: StepFields<TerminationFormValues> & ControlledStep<TerminationFormValues, TerminationInput>;
  config: TerminationConfig;
  /** The termination's id, which its proofs are uploaded under. */
  id: string;
  /** A link's fields: shown read-only instead of the contract holder and contract fields. */
  prefill?: PrefilledContract | undefined;
  hotline: string;
}

/**
 * The whole termination on one page (§ 312k (2) BGB): what is terminated and how, the
 * date, the contract holder and contract, the e-mail for the confirmation, and "jetzt
 * kündigen". Only what the law allows is asked; a reason and its proof only for an
 * extraordinary termination.
 */
export function TerminationForm({ step, config, id, prefill, hotline }: TerminationFormProps) {
  const { t, locale } = useTexts();
  const [serviceType, cancellationType, reason, timing] = useStepValues(step, [
    'serviceType',
    'cancellationType',
    'reason',
    'timing',
  ]);
  const earliest = earliestOrdinaryEnd(prefill, serviceType, cancellationType);
  const reasons = config.reasons.flatMap(({ reason: value }) => (isReason(value) ? [value] : []));
  const chosenReason = isReason(reason) ? reason : undefined;

  return (
    <StepForm
      step={step}
      submitLabel={t('termination:form.submit')}
      unavailableTexts="termination:unavailable"
      unavailableValues={{ hotline }}
    >
      <PageSection heading={t('termination:sections.what')}>
        <div className="step-stack">
          {prefill?.serviceType ? (
            <FactList
              facts={[
                [
                  t('termination:serviceType.legend'),
                  t(serviceTypeTexts[prefill.serviceType].label),
                ],
              ]}
            />
          ) : (
            <RadioField
              step={step}
              name="serviceType"
              legend={t('termination:serviceType.legend')}
              choices={choicesOf(t, config.serviceTypes, serviceTypeTexts)}
            />
          )}
          <RadioField
            step={step}
            name="cancellationType"
            legend={t('termination:cancellationType.legend')}
            choices={choicesOf(t, config.cancellationTypes, cancellationTypeTexts)}
          />
          {cancellationType === 'Special' && (
            <div className="termination-conditional">
              <RadioField
                step={step}
                name="reason"
                legend={t('termination:reason.legend')}
                hint={t('termination:reason.hint')}
                choices={choicesOf(t, reasons, reasonTexts)}
                // Asked only of an extraordinary termination, and then required.
                required
              />
              {chosenReason === 'otherReason' && (
                <Textarea
                  label={t('termination:reasonText.label')}
                  description={t('termination:reasonText.hint')}
                  autosize
                  minRows={3}
                  maxLength={1000}
                  // Required once shown: "other" asks for its text.
                  required
                  id={fieldId('reasonText')}
                  error={step.message('reasonText')}
                  {...step.registration('reasonText')}
                />
              )}
              {chosenReason && needsProof(config, chosenReason) && (
                <StepControlled
                  step={step}
                  name="proofs"
                  render={(field) => (
                    <Suspense fallback={<LoadingPlaceholder height={UPLOAD_HEIGHT} />}>
                      <ProofUpload
                        id={id}
                        limits={config.upload}
                        proofs={field.value}
                        onChange={field.onChange}
                        inputId={fieldId('proofs')}
                        hint={t(reasonTexts[chosenReason].proof)}
                        message={step.message('proofs')}
                      />
                    </Suspense>
                  )}
                  standIn={<LoadingPlaceholder height={UPLOAD_HEIGHT} />}
                />
              )}
            </div>
          )}
        </div>
      </PageSection>

      <PageSection heading={t('termination:sections.when')}>
        <div className="step-stack">
          <RadioField
            step={step}
            name="timing"
            legend={t('termination:date.legend')}
            choices={[
              {
                value: 'now',
                label: t('termination:date.now.label'),
                hint: earliest
                  ? t('termination:date.now.hintKnown', { date: formatIsoDate(earliest, locale) })
                  : t('termination:date.now.hint'),
              },
              { value: 'later', label: t('termination:date.later.choice') },
            ]}
            // "As early as possible" is chosen from the start: never unanswered.
            required={false}
          >
            {timing === 'later' && (
              <div className="termination-conditional">
                <StepControlled
                  step={step}
                  name="terminationDate"
                  render={(field) => (
                    <LaterDateField
                      field={field}
                      range={config.terminationDate}
                      contractEarliest={earliest}
                      id={fieldId('terminationDate')}
                      message={step.message('terminationDate')}
                    />
                  )}
                  standIn={<LaterDateStandIn />}
                />
              </div>
            )}
          </RadioField>
        </div>
      </PageSection>

      {prefill ? (
        <PageSection heading={t('termination:sections.prefilled')}>
          <FactList
            intro={t('termination:prefilled.intro')}
            facts={prefilledFacts(prefill, t, locale)}
          />
          <p>
            <a href={href('termination', {}, locale)}>{t('termination:prefilled.toForm')}</a>
          </p>
        </PageSection>
      ) : (
        <>
          <PageSection heading={t('termination:sections.holder')}>
            <div className="step-stack">
              <p className="termination-hint">{t('termination:holder.intro')}</p>
              <PersonFields
                step={step}
                id={fieldId}
                texts={{
                  givenNames: { label: t('termination:holder.givenNames') },
                  familyName: { label: t('termination:holder.familyName') },
                  birthDate: {
                    label: t('termination:holder.birthDate.legend'),
                    hint: t('termination:holder.birthDate.hint'),
                  },
                }}
              />
              <AddressFields
                labels={{
                  street: t('termination:holder.street'),
                  houseNumber: t('termination:holder.houseNumber'),
                  postalCode: t('termination:holder.postalCode'),
                  city: t('termination:holder.city'),
                }}
                field={step.field}
              />
            </div>
          </PageSection>

          <PageSection heading={t('termination:sections.contract')}>
            <fieldset className="step-fieldset step-stack">
              <legend className="step-fieldset__legend">{t('termination:contract.legend')}</legend>
              <p className="step-hint">{t('termination:contract.hint')}</p>
              <TextInput
                type="tel"
                label={t('termination:contract.phoneNumber')}
                autoComplete="tel"
                {...step.field('phoneNumber')}
              />
              <TextInput
                label={t('termination:contract.customerNumber')}
                {...step.field('customerNumber')}
              />
              <TextInput
                label={t('termination:contract.contractNumber')}
                {...step.field('contractNumber')}
              />
            </fieldset>
          </PageSection>
        </>
      )}

      <EmailSection
        heading={t('termination:sections.email')}
        texts="termination:email"
        field={step.field('email')}
      />
    </StepForm>
  );
}

type T = ReturnType<typeof useText>;

/** The radio choices of `values`, each with its label and hint. */
const choicesOf = <V extends string>(
  t: T,
  values: readonly V[],
  texts: Record<V, { label: TextKey; hint: TextKey }>,
) => values.map((value) => ({ value, label: t(texts[value].label), hint: t(texts[value].hint) }));

/**
 * The earliest end of the linked contract, which the API knows for an ordinary
 * termination of the contract itself; an extraordinary one or a single option ends on
 * other terms, which the confirmation states.
 */
function earliestOrdinaryEnd(
  prefill: PrefilledContract | undefined,
  serviceType: string,
  cancellationType: string,
): string | undefined {
  const service = prefill?.serviceType ?? serviceType;
  if (cancellationType === 'Special' || service === 'option') return undefined;
  return prefill?.earliestEndDate;
}

/** The link's fields as the customer reads them. */
function prefilledFacts(prefill: PrefilledContract, t: T, locale: Locale): [string, ReactNode][] {
  const facts = [
    ...holderRows(prefill.customer, t, locale),
    ...contractNumberRows(prefill.contract, t),
  ];
  return facts.map(([term, value]) => [term, <Data key={term}>{value}</Data>]);
}
