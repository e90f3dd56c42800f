import { useRef, useState } from 'react';
import { useText } from '../../i18n/react.tsx';
import { Button } from '../../ui/Button.tsx';
import { SectionStatus } from '../../ui/SectionStatus.tsx';
import { checkAddress } from '../personal/checkAddress.ts';
import { AddressSection, ContactSection } from '../personal/ContactAddressSections.tsx';
import { StepForm } from '../step/StepForm.tsx';
import { stepOutcome } from '../step/stepOutcome.ts';
import type { StepOutcome } from '../step/formStep.ts';
import { useFormStep } from '../step/useFormStep.ts';
import type { PostalAddress } from '../../api/contract/personal.ts';
import type { CustomerDetails } from '../../api/contract/customer.ts';
import { customerAnswers, customerFieldId } from './customerAnswers.ts';
import {
  customerFields,
  customerFormSchema,
  customerFormValues,
  type CustomerFormValues,
  type CustomerInput,
  type SaveDetails,
} from './customerForm.ts';

/** The address validation did not give a plain "valid": what the customer picks from. */
export interface AddressToPick {
  input: CustomerInput;
  options: PostalAddress[];
  corrected: boolean;
}

export interface CustomerDetailsFormProps {
  token: string;
  brand: string;
  details: CustomerDetails;
  /** Saves the contact and the address as typed or entered; its outcome is the form's. */
  save: SaveDetails<StepOutcome<CustomerFormValues>>;
  /** The validation suggests another address, or several. */
  onPick: (pick: AddressToPick) => void;
  onCancel: () => void;
}

/**
 * The change form of the customer details: e-mail, phone and address, checked by the same
 * rules as the offer's personal data. The address goes to the address validation first; one
 * it does not know can still be saved as entered, once the customer has seen why.
 */
export function CustomerDetailsForm({
  token,
  brand,
  details,
  save,
  onPick,
  onCancel,
}: CustomerDetailsFormProps) {
  const t = useText();
  const [unknownAddress, setUnknownAddress] = useState(false);
  const asEntered = useRef(false);

  const step = useFormStep<CustomerFormValues, CustomerInput>({
    schema: customerFormSchema,
    defaults: (typed) => customerFormValues(details, typed),
    typing: customerAnswers.slot(token, 'details'),
    fields: customerFields,
    target: customerFieldId,
    submit: async (input) => {
      if (asEntered.current) {
        asEntered.current = false;
        return save(input, input.address, 'entered');
      }
      setUnknownAddress(false);
      return stepOutcome(await checkAddress(brand, input.address), {
        received: (answer) => {
          if (answer.kind === 'valid') return save(input, input.address, 'validated');
          onPick({ input, options: answer.options, corrected: answer.corrected });
          return { kind: 'stay' };
        },
        invalid: (errors) => {
          setUnknownAddress(true);
          return { kind: 'invalid', errors };
        },
      });
    },
  });

  return (
    <StepForm
      step={step}
      submitLabel={t('customerDetails:form.save')}
      unavailableTexts="customerDetails:form.unavailable"
      className="personal-form"
      beforeSubmit={
        unknownAddress && (
          <SectionStatus
            type="info"
            headingLevel={3}
            headline={t('customerDetails:form.unknownAddress.headline')}
            text={t('customerDetails:form.unknownAddress.text')}
            buttons={
              <Button
                type="submit"
                variant="secondary"
                onClick={() => {
                  asEntered.current = true;
                }}
              >
                {t('customerDetails:form.unknownAddress.keep')}
              </Button>
            }
          />
        )
      }
      secondary={
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('customerDetails:form.cancel')}
        </Button>
      }
    >
      <ContactSection
        field={step.field}
        emailHint="customerDetails:form.emailHint"
        headingLevel={3}
      />
      <AddressSection field={step.field} headingLevel={3} />
    </StepForm>
  );
}
