// The summary's look is the page's, though its code comes later, with react-hook-form.
import '../../ui/error-summary.css';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTexts } from '../../i18n/react.tsx';
import type { TextValues } from '../../i18n/translate.ts';
import { Button } from '../../ui/Button.tsx';
import { ButtonGroup } from '../../ui/ButtonGroup.tsx';
import { SectionStatus } from '../../ui/SectionStatus.tsx';
import { waitText } from '../../ui/waitText.ts';
import { SlowSubmit, type StatusTexts } from '../LoadFailed.tsx';
import type { StepProblem, StepState } from './formStep.ts';

export interface StepFormProps {
  step: StepState;
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

/** The texts of why the customer is still here: a 429 says how long to wait, if the API said. */
function problemTexts(
  problem: StepProblem | undefined,
  unavailableTexts: StatusTexts,
): StatusTexts {
  switch (problem?.kind) {
    case 'offline':
      return 'ui:step.offline';
    case 'tooMany':
      return problem.seconds === undefined ? 'ui:step.tooManyLater' : 'ui:step.tooMany';
    default:
      return unavailableTexts;
  }
}

/**
 * A form step as the customer sees it: the error summary above the form, the fields, what
 * keeps the customer here (no answer, offline) with a retry right above the submit button,
 * and that button, busy while the step submits or the next page opens.
 */
export function StepForm({
  step,
  submitLabel,
  unavailableTexts = 'ui:step.unavailable',
  unavailableValues,
  className,
  children,
  beforeSubmit,
  secondary,
}: StepFormProps) {
  const { t, locale } = useTexts();
  const { problem } = step;
  const texts = problemTexts(problem, unavailableTexts);
  // Each failed submit's message is where the customer looks, at the button, and takes the
  // focus: on a phone the form above it is screens long, and only a screen reader would
  // otherwise notice that nothing happened.
  const problemBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (problem) problemBox.current?.focus();
  }, [problem]);
  const values =
    problem?.kind === 'tooMany' && problem.seconds !== undefined
      ? { wait: waitText(problem.seconds, locale) }
      : problem?.kind === 'unavailable'
        ? unavailableValues
        : {};
  return (
    <>
      {step.ErrorSummary && <step.ErrorSummary {...step.summary} />}
      <form noValidate onSubmit={step.onSubmit} className={className}>
        {step.engine}
        {children}
        {beforeSubmit}
        {problem && (
          <SectionStatus
            ref={problemBox}
            headline={t(`${texts}.headline`)}
            text={t(`${texts}.text`, values)}
            buttons={
              <Button type="submit" variant="secondary" loading={step.busy}>
                {t(`${texts}.retry`)}
              </Button>
            }
          />
        )}
        {step.busy && <SlowSubmit />}
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
