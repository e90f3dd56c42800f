import { TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useText } from '../../../i18n/react.tsx';
import { Button } from '../../../ui/Button.tsx';
import { ButtonGroup } from '../../../ui/ButtonGroup.tsx';
import { PageSection } from '../../../ui/PageSection.tsx';
import { SectionStatus } from '../../../ui/SectionStatus.tsx';
import { BirthDateField } from './BirthDateField.tsx';
import { fieldId, type PersonalField, type PersonalFormValues } from './personalForm.ts';
import { SalutationField } from './SalutationField.tsx';

export interface PersonalDataFormProps {
  register: UseFormRegister<PersonalFormValues>;
  errors: FieldErrors<PersonalFormValues>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitting: boolean;
  /** The address could not be checked (no answer): say so, with a retry. */
  unavailable: boolean;
}

/** The fields of the personal data step; what happens on submit is the screen's business. */
export function PersonalDataForm({
  register,
  errors,
  onSubmit,
  submitting,
  unavailable,
}: PersonalDataFormProps) {
  const t = useText();
  const message = (field: PersonalField) => {
    const key = errors[field]?.message;
    return key ? t(key) : undefined;
  };
  // Typed names and addresses are no words of a dictionary.
  const text = (field: PersonalField) => ({
    id: fieldId(field),
    error: message(field),
    spellCheck: false,
    ...register(field),
  });

  return (
    <form noValidate onSubmit={onSubmit} className="personal-form">
      <PageSection heading={t('personalData:sections.person')}>
        <div className="personal-stack">
          <p className="personal-intro">{t('personalData:intro')}</p>
          <SalutationField register={register} error={errors.salutation} />
          <TextInput
            label={t('personalData:givenNames.label')}
            description={t('personalData:givenNames.hint')}
            autoComplete="given-name"
            required
            {...text('givenNames')}
          />
          <TextInput
            label={t('personalData:familyName.label')}
            description={t('personalData:familyName.hint')}
            autoComplete="family-name"
            required
            {...text('familyName')}
          />
          <BirthDateField register={register} errors={errors} />
        </div>
      </PageSection>

      <PageSection heading={t('personalData:sections.contact')}>
        <div className="personal-stack">
          <TextInput
            type="email"
            label={t('personalData:email.label')}
            description={t('personalData:email.hint')}
            autoComplete="email"
            required
            {...text('email')}
          />
          <TextInput
            type="tel"
            label={t('personalData:phone.label')}
            description={t('personalData:phone.hint')}
            autoComplete="tel"
            {...text('phone')}
          />
        </div>
      </PageSection>

      <PageSection heading={t('personalData:sections.address')}>
        <div className="personal-stack">
          <p className="personal-intro">{t('personalData:addressHint')}</p>
          <div className="personal-row" data-layout="street">
            <TextInput
              label={t('personalData:street.label')}
              autoComplete="address-line1"
              required
              {...text('street')}
            />
            <TextInput
              label={t('personalData:houseNumber.label')}
              required
              {...text('houseNumber')}
            />
          </div>
          <div className="personal-row" data-layout="city">
            <TextInput
              label={t('personalData:postalCode.label')}
              inputMode="numeric"
              autoComplete="postal-code"
              required
              {...text('postalCode')}
            />
            <TextInput
              label={t('personalData:city.label')}
              autoComplete="address-level2"
              required
              {...text('city')}
            />
          </div>
        </div>
      </PageSection>

      {unavailable && (
        <SectionStatus
          headline={t('personalData:unavailable.headline')}
          text={t('personalData:unavailable.text')}
          buttons={
            <Button type="submit" variant="secondary" loading={submitting}>
              {t('personalData:unavailable.retry')}
            </Button>
          }
        />
      )}
      <ButtonGroup align="end">
        <Button type="submit" loading={submitting}>
          {t('personalData:submit')}
        </Button>
      </ButtonGroup>
    </form>
  );
}
