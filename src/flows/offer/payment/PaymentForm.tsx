import { Checkbox, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { IbanCheckResult } from '../../../api/contract/validation.ts';
import { useText } from '../../../i18n/react.tsx';
import { Button } from '../../../ui/Button.tsx';
import { ButtonGroup } from '../../../ui/ButtonGroup.tsx';
import { PageSection } from '../../../ui/PageSection.tsx';
import { SectionStatus } from '../../../ui/SectionStatus.tsx';
import { fieldId, type PaymentField, type PaymentFormValues } from './paymentForm.ts';

export interface PaymentFormProps {
  register: UseFormRegister<PaymentFormValues>;
  errors: FieldErrors<PaymentFormValues>;
  /** The bank of the IBAN as the API confirmed it; undefined while unchecked. */
  bank: IbanCheckResult | undefined;
  /** The creditor of the mandate: the brand. */
  creditor: string;
  onIbanBlur: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitting: boolean;
  /** The IBAN could not be checked (no answer): say so, with a retry. */
  unavailable: boolean;
}

/** What the API said of a valid IBAN: its bank and BIC when known. */
function BankStatus({ bank }: { bank: IbanCheckResult | undefined }) {
  const t = useText();
  const lines = bank
    ? [
        bank.bankName && t('payment:iban.bank', { bank: bank.bankName }),
        bank.bic && t('payment:iban.bic', { bic: bank.bic }),
      ].filter(Boolean)
    : [];
  const shown = bank && lines.length === 0 ? [t('payment:iban.checked')] : lines;
  // Always in the page, so screen readers notice when the bank appears.
  return (
    <p role="status" className="payment-bank">
      {shown.join(', ')}
    </p>
  );
}

/** The fields of the payment step; what happens on blur and submit is the screen's business. */
export function PaymentForm({
  register,
  errors,
  bank,
  creditor,
  onIbanBlur,
  onSubmit,
  submitting,
  unavailable,
}: PaymentFormProps) {
  const t = useText();
  const message = (field: PaymentField) => {
    const key = errors[field]?.message;
    return key ? t(key) : undefined;
  };
  const mandateError = message('sepaMandateAccepted');

  return (
    <form noValidate onSubmit={onSubmit} className="payment-form">
      <PageSection heading={t('payment:sections.account')}>
        <div className="payment-stack">
          <p className="payment-text">{t('payment:intro')}</p>
          <div>
            <TextInput
              id={fieldId('iban')}
              label={t('payment:iban.label')}
              description={t('payment:iban.hint')}
              error={message('iban')}
              required
              // An account number: no suggestions from other sites, no spelling fixes.
              autoComplete="off"
              inputMode="text"
              autoCapitalize="characters"
              spellCheck={false}
              {...register('iban', { onBlur: onIbanBlur })}
            />
            <BankStatus bank={bank} />
          </div>
          <TextInput
            id={fieldId('accountHolder')}
            label={t('payment:accountHolder.label')}
            description={t('payment:accountHolder.hint')}
            error={message('accountHolder')}
            autoComplete="name"
            required
            spellCheck={false}
            {...register('accountHolder')}
          />
        </div>
      </PageSection>

      <PageSection heading={t('payment:sections.mandate')}>
        <div className="payment-stack">
          <dl className="payment-facts">
            <div>
              <dt>{t('payment:mandate.creditorLabel')}</dt>
              <dd>{creditor}</dd>
            </div>
            <div>
              <dt>{t('payment:mandate.kindLabel')}</dt>
              <dd>{t('payment:mandate.kind')}</dd>
            </div>
            <div>
              <dt>{t('payment:mandate.referenceLabel')}</dt>
              <dd>{t('payment:mandate.reference')}</dd>
            </div>
          </dl>
          <p className="payment-text">{t('payment:mandate.authorisation', { creditor })}</p>
          <p className="payment-text">{t('payment:mandate.refund')}</p>
          <Checkbox
            id={fieldId('sepaMandateAccepted')}
            label={t('payment:mandate.consent')}
            error={mandateError}
            aria-invalid={mandateError ? true : undefined}
            required
            {...register('sepaMandateAccepted')}
          />
        </div>
      </PageSection>

      {unavailable && (
        <SectionStatus
          headline={t('payment:unavailable.headline')}
          text={t('payment:unavailable.text')}
          buttons={
            <Button type="submit" variant="secondary" loading={submitting}>
              {t('payment:unavailable.retry')}
            </Button>
          }
        />
      )}
      <ButtonGroup align="end">
        <Button type="submit" loading={submitting}>
          {t('payment:submit')}
        </Button>
      </ButtonGroup>
    </form>
  );
}
