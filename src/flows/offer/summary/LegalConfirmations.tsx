import './summary.css';
import { useText } from '../../../i18n/react.tsx';
import { Checkbox } from '../../../ui/Checkbox.tsx';
import { PageSection } from '../../../ui/PageSection.tsx';
import { confirmationId, legalFields, requiredConfirmations, type LegalChoices } from './legal.ts';
import type { TextKey } from '../../../i18n/keys.ts';
import type { UseFormRegisterReturn } from 'react-hook-form';

const labelKeys: Record<keyof LegalChoices, TextKey> = {
  contractSummaryAcknowledged: 'summary:legal.contractSummaryAcknowledged',
  termsAccepted: 'summary:legal.termsAccepted',
  withdrawalInfoAcknowledged: 'summary:legal.withdrawalInfoAcknowledged',
  earlyStartRequested: 'summary:legal.earlyStartRequested',
};

export interface LegalConfirmationsProps {
  register: (name: keyof LegalChoices) => UseFormRegisterReturn;
  /** A box's message (translated) when it must be ticked and is not. */
  message: (name: keyof LegalChoices) => string | undefined;
}

/**
 * The confirmations given with the order: three required boxes and the optional request
 * to start before the withdrawal period ends. None is ticked in advance.
 */
export function LegalConfirmations({ register, message }: LegalConfirmationsProps) {
  const t = useText();
  return (
    <PageSection heading={t('summary:legal.heading')}>
      <fieldset className="summary-legal">
        <legend className="summary-legal__legend">{t('summary:legal.legend')}</legend>
        {legalFields.map((name) => {
          const error = message(name);
          return (
            <Checkbox
              key={name}
              id={confirmationId(name)}
              label={t(labelKeys[name])}
              required={(requiredConfirmations as readonly string[]).includes(name)}
              error={error}
              aria-invalid={error ? true : undefined}
              {...(name === 'earlyStartRequested'
                ? { description: t('summary:legal.earlyStartHint') }
                : {})}
              {...register(name)}
            />
          );
        })}
      </fieldset>
    </PageSection>
  );
}
