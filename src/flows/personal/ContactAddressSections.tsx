import './personal-data.css';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useText } from '../../i18n/react.tsx';
import { PageSection } from '../../ui/PageSection.tsx';
import { TextInput } from '../../ui/TextInput.tsx';
import { AddressFields } from '../step/AddressFields.tsx';
import type { AddressField } from './addressFields.ts';
import type { TextKey } from '../../i18n/keys.ts';

export type ContactAddressField = 'email' | 'phone' | AddressField;

/** What a text input of the form needs: its id, its message and react-hook-form's binding. */
export type TextFieldProps = UseFormRegisterReturn & {
  id: string;
  error: string | undefined;
  spellCheck: boolean;
};

export interface ContactSectionProps {
  field: (name: 'email' | 'phone') => TextFieldProps;
  /** What the e-mail address is used for, as a text key. */
  emailHint?: TextKey;
  /** 3 inside a section of its own (the customer details on the verification page). */
  headingLevel?: 2 | 3;
}

/** E-mail and mobile number, as the offer's personal data and the customer details ask them. */
export function ContactSection({
  field,
  emailHint = 'personalData:email.hint',
  headingLevel = 2,
}: ContactSectionProps) {
  const t = useText();
  return (
    <PageSection heading={t('personalData:sections.contact')} headingLevel={headingLevel}>
      <div className="personal-stack">
        <TextInput
          type="email"
          label={t('personalData:email.label')}
          description={t(emailHint)}
          autoComplete="email"
          {...field('email')}
        />
        <TextInput
          type="tel"
          label={t('personalData:phone.label')}
          description={t('personalData:phone.hint')}
          autoComplete="tel"
          {...field('phone')}
        />
      </div>
    </PageSection>
  );
}

export interface AddressSectionProps {
  field: (name: AddressField) => TextFieldProps;
  headingLevel?: 2 | 3;
}

/** A German postal address: street and house number, postcode and town. */
export function AddressSection({ field, headingLevel = 2 }: AddressSectionProps) {
  const t = useText();
  return (
    <PageSection heading={t('personalData:sections.address')} headingLevel={headingLevel}>
      <div className="personal-stack">
        <p className="personal-intro">{t('personalData:addressHint')}</p>
        <AddressFields
          labels={{
            street: t('personalData:street.label'),
            houseNumber: t('personalData:houseNumber.label'),
            postalCode: t('personalData:postalCode.label'),
            city: t('personalData:city.label'),
          }}
          field={field}
        />
      </div>
    </PageSection>
  );
}
