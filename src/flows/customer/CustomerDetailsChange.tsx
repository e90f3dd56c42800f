import type { CustomerDetails } from '../../api/contract/customer.ts';
import { useText } from '../../i18n/react.tsx';
import { loadValidationCalls } from '../validationCalls.ts';
import { AddressPicker } from '../personal/AddressPicker.tsx';
import { usePrefetchOnFirstInput, type Prefetch } from '../prefetchOnFirstInput.ts';
import { stepOutcome } from '../step/stepOutcome.ts';
import { CustomerDetailsForm, type AddressToPick } from './CustomerDetailsForm.tsx';
import { customerUpdate, type SaveDetails } from './customerForm.ts';
import { saveCustomerDetails, type SaveOutcome } from './saveCustomerDetails.ts';

/** Where a change of the details is: the form, or the choice among addresses it led to. */
export type ChangePhase = { kind: 'edit' } | ({ kind: 'pick' } & AddressToPick);

export interface CustomerDetailsChangeProps {
  token: string;
  brand: string;
  details: CustomerDetails;
  phase: ChangePhase;
  /** The details as saved: the section shows them again. */
  onSaved: (details: CustomerDetails) => void;
  onPick: (pick: AddressToPick) => void;
  /** Back to the form from the address choice, the street focused. */
  onEdit: () => void;
  onCancel: () => void;
  /** The link no longer opens the details: the page finds out where it stands. */
  onLinkClosed: () => void;
}

/**
 * Changing the details: the form with its rules and the address validation, and the choice
 * among addresses. Loaded when the customer asks to change something (or comes back to a
 * change after a reload), so the details themselves show without this code.
 */
/** What saving needs beyond this code: the address check's calls. */
const saving: readonly Prefetch[] = [loadValidationCalls];

export function CustomerDetailsChange({
  token,
  brand,
  details,
  phase,
  onSaved,
  onPick,
  onEdit,
  onCancel,
  onLinkClosed,
}: CustomerDetailsChangeProps) {
  const t = useText();
  usePrefetchOnFirstInput(saving);
  const save: SaveDetails<SaveOutcome> = (input, address, status) =>
    saveCustomerDetails(brand, token, customerUpdate(input, address, status));
  const saved = (details: CustomerDetails) => {
    onSaved(details);
    return { kind: 'stay' } as const;
  };
  const closed = () => {
    onLinkClosed();
    return { kind: 'stay' } as const;
  };

  if (phase.kind === 'pick')
    return (
      <AddressPicker
        typed={phase.input.address}
        options={phase.options}
        corrected={phase.corrected}
        submitLabel={t('customerDetails:form.save')}
        headingLevel={3}
        onChoose={async (address, status) =>
          stepOutcome(await save(phase.input, address, status), {
            received: saved,
            refused: closed,
            // A refused field is not the choice's own: the save could not be done.
            invalid: () => ({ kind: 'unavailable' }),
          })
        }
        onEdit={onEdit}
      />
    );
  return (
    <>
      <p className="personal-intro">{t('customerDetails:form.intro')}</p>
      <CustomerDetailsForm
        token={token}
        brand={brand}
        details={details}
        save={async (input, address, status) =>
          stepOutcome(await save(input, address, status), { received: saved, refused: closed })
        }
        onPick={onPick}
        onCancel={onCancel}
      />
    </>
  );
}
