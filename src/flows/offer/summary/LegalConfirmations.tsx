import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import './summary.css';
import { Checkbox } from '@mantine/core';
import { useText } from '../../../i18n/react.tsx';
import { PageSection } from '../../../ui/PageSection.tsx';
import {
  confirmationId,
  requiredConfirmations,
  type LegalChoices,
  type RequiredConfirmation,
} from './legal.ts';

const labelKeys: Record<keyof LegalChoices, string> = {
  contractSummaryAcknowledged: 'summary:legal.contractSummaryAcknowledged',
  termsAccepted: 'summary:legal.termsAccepted',
  withdrawalInfoAcknowledged: 'summary:legal.withdrawalInfoAcknowledged',
  earlyStartRequested: 'summary:legal.earlyStartRequested',
};

/** What the error summary and the box say when a required confirmation is missing. */
export const confirmationErrorKeys: Record<RequiredConfirmation, string> = {
  contractSummaryAcknowledged: 'summary:legal.errors.contractSummaryAcknowledged',
  termsAccepted: 'summary:legal.errors.termsAccepted',
  withdrawalInfoAcknowledged: 'summary:legal.errors.withdrawalInfoAcknowledged',
};

export interface LegalConfirmationsProps {
  choices: LegalChoices;
  onChange: (choices: LegalChoices) => void;
  /** Required confirmations to mark as missing (after a failed order attempt). */
  missing: readonly RequiredConfirmation[];
}

/**
 * The confirmations given with the order: three required boxes and the optional request
 * to start before the withdrawal period ends. None is ticked in advance.
 */
export function LegalConfirmations({ choices, onChange, missing }: LegalConfirmationsProps) {
  const t = useText();
  const box = (name: keyof LegalChoices, required: boolean) => {
    const error =
      name !== 'earlyStartRequested' && missing.includes(name)
        ? t(confirmationErrorKeys[name])
        : undefined;
    return (
      <Checkbox
        key={name}
        id={confirmationId(name)}
        label={t(labelKeys[name])}
        checked={choices[name]}
        onChange={(event) => onChange({ ...choices, [name]: event.currentTarget.checked })}
        required={required}
        error={error}
        aria-invalid={error ? true : undefined}
        {...(name === 'earlyStartRequested'
          ? { description: t('summary:legal.earlyStartHint') }
          : {})}
      />
    );
  };
  return (
    <PageSection heading={t('summary:legal.heading')}>
      <fieldset className="summary-legal">
        <legend className="summary-legal__legend">{t('summary:legal.legend')}</legend>
        {requiredConfirmations.map((name) => box(name, true))}
        {box('earlyStartRequested', false)}
      </fieldset>
    </PageSection>
  );
}
