import type { IbanCheckResult } from '../../../api/contract/validation.ts';
import type { Creditor } from '../../../brand/schema.ts';
import { useText } from '../../../i18n/react.tsx';
import { Checkbox } from '../../../ui/Checkbox.tsx';
import { PageSection } from '../../../ui/PageSection.tsx';
import { TextInput } from '../../../ui/TextInput.tsx';
import { StepForm } from '../../step/StepForm.tsx';
import type { StepFields } from '../../step/formStep.ts';
import { fieldId, type PaymentFormValues } from './paymentForm.ts';

export interface PaymentFormProps {
  step: StepFields<PaymentFormValues>;
  /** The bank of the IBAN as the API confirmed it; undefined while unchecked. */
  bank: IbanCheckResult | undefined;
  /** The creditor of the mandate: the provider of the brand's contracts. */
  creditor: Creditor;
  onIbanBlur: () => void;
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

/** The fields of the payment step; what happens on blur and submit is the step's business. */
export function PaymentForm({ step, bank, creditor, onIbanBlur }: PaymentFormProps) {
  const t = useText();
  const iban = step.registration('iban');
  const message = step.message;
  const mandateError = message('sepaMandateAccepted');

  return (
    <StepForm
      step={step}
      submitLabel={t('payment:submit')}
      unavailableTexts="payment:unavailable"
      className="payment-form"
    >
      <PageSection heading={t('payment:sections.account')}>
        <div className="payment-stack">
          <p className="payment-text">{t('payment:intro')}</p>
          <div>
            <TextInput
              id={fieldId('iban')}
              label={t('payment:iban.label')}
              description={t('payment:iban.hint')}
              error={message('iban')}
              required={step.required('iban')}
              // An account number: no suggestions from other sites, no spelling fixes.
              autoComplete="off"
              inputMode="text"
              autoCapitalize="characters"
              spellCheck={false}
              {...iban}
              onBlur={(event) => {
                void iban.onBlur(event);
                onIbanBlur();
              }}
            />
            <BankStatus bank={bank} />
          </div>
          <TextInput
            id={fieldId('accountHolder')}
            label={t('payment:accountHolder.label')}
            description={t('payment:accountHolder.hint')}
            error={message('accountHolder')}
            autoComplete="name"
            required={step.required('accountHolder')}
            spellCheck={false}
            {...step.registration('accountHolder')}
          />
        </div>
      </PageSection>

      <PageSection heading={t('payment:sections.mandate')}>
        <div className="payment-stack">
          <dl className="payment-facts">
            <div>
              <dt>{t('payment:mandate.creditorLabel')}</dt>
              <dd>
                {creditor.name}
                <br />
                {creditor.street}, {creditor.postalCode} {creditor.city}
              </dd>
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
          <p className="payment-text">
            {t('payment:mandate.authorisation', { creditor: creditor.name })}
          </p>
          <p className="payment-text">{t('payment:mandate.refund')}</p>
          <Checkbox
            id={fieldId('sepaMandateAccepted')}
            label={t('payment:mandate.consent')}
            error={mandateError}
            aria-invalid={mandateError ? true : undefined}
            required={step.required('sepaMandateAccepted')}
            {...step.registration('sepaMandateAccepted')}
          />
        </div>
      </PageSection>
    </StepForm>
  );
}
