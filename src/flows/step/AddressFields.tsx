import './step-fields.css';
import { TextInput, type TextInputProps } from '../../ui/TextInput.tsx';

export type AddressPart = 'street' | 'houseNumber' | 'postalCode' | 'city';

export interface AddressFieldsProps {
  /** Each part's label, translated. */
  labels: Record<AddressPart, string>;
  /** What each part's input takes from its form: id, message, required mark, registration. */
  field: (part: AddressPart) => TextInputProps;
}

/**
 * A German postal address as every form asks it: street and house number in one row,
 * postcode and town in the next (one column on a narrow screen), with the browser's
 * autofill names.
 */
export function AddressFields({ labels, field }: AddressFieldsProps) {
  return (
    <>
      <div className="step-row" data-layout="street">
        <TextInput label={labels.street} autoComplete="address-line1" {...field('street')} />
        <TextInput label={labels.houseNumber} {...field('houseNumber')} />
      </div>
      <div className="step-row" data-layout="city">
        <TextInput
          label={labels.postalCode}
          inputMode="numeric"
          autoComplete="postal-code"
          {...field('postalCode')}
        />
        <TextInput label={labels.city} autoComplete="address-level2" {...field('city')} />
      </div>
    </>
  );
}
