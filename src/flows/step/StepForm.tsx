import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useText } from '../../i18n/react.tsx';
import type { TextValues } from '../../i18n/translate.ts';
import { Button } from '../../ui/Button.tsx';
import { ButtonGroup } from '../../ui/ButtonGroup.tsx';
import { ErrorSummary } from '../../ui/ErrorSummary.tsx';
import { SectionStatus } from '../../ui/SectionStatus.tsx';
import { SlowSubmit, type StatusTexts } from '../LoadFailed.tsx';
import type { FormStep } from './useFormStep.ts';

export interface StepFormProps<V extends FieldValues, O> {
  step: FormStep<V, O>;
  submitLabel: string;
  /** `ns:path` of `headline`, `text` and `retry` when the API did not answer (default `ui:step.unavailable`). */
  unavailableTexts?: StatusTexts;
  /** Values for those texts, e.g. the hotline. */
  unavailableValues?: TextValues;
  className?: string;
  /** The fields. */
  children: ReactNode;
  /** Shown between the fields and the submit button. */
  beforeSubmit?: ReactNode;
  /** A second button before the submit button (e.g. "change what I typed"). */
  secondary?: ReactNode;
}

/**
 * A form step as the customer sees it: the error summary above the form, the fields, what
 * keeps the customer here (no answer, offline) with a retry, and the submit button, busy
 * while the step submits or the next page opens.
 */
export function StepForm<V extends FieldValues, O>({
  step,
  submitLabel,
  unavailableTexts = 'ui:step.unavailable',
  unavailableValues,
  className,
  children,
  beforeSubmit,
  secondary,
}: StepFormProps<V, O>) {
  const t = useText();
  const texts = step.problem === 'offline' ? 'ui:step.offline' : unavailableTexts;
  return (
    <>
      <ErrorSummary {...step.summary} />
      <form noValidate onSubmit={step.onSubmit} className={className}>
        {children}
        {step.problem && (
          <SectionStatus
            headline={t(`${texts}.headline`)}
            text={t(`${texts}.text`, step.problem === 'offline' ? {} : unavailableValues)}
            buttons={
              <Button type="submit" variant="secondary" loading={step.busy}>
                {t(`${texts}.retry`)}
              </Button>
            }
          />
        )}
        {step.busy && <SlowSubmit />}
        {beforeSubmit}
        <ButtonGroup align={secondary ? 'space-between' : 'end'}>
          {secondary}
          <Button type="submit" loading={step.busy}>
            {submitLabel}
          </Button>
        </ButtonGroup>
      </form>
    </>
  );
}
