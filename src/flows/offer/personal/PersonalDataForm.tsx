import { TextInput } from '@mantine/core';
import { brand } from 'virtual:brand';
import { useText } from '../../../i18n/react.tsx';
import { PageSection } from '../../../ui/PageSection.tsx';
import { AddressSection, ContactSection } from '../../personal/ContactAddressSections.tsx';
import { LockedIdentity, type VerifiedPerson } from '../../personal/LockedIdentity.tsx';
import { DatePartsField } from '../../step/DatePartsField.tsx';
import { StepForm } from '../../step/StepForm.tsx';
import type { FormStep } from '../../step/useFormStep.ts';
import {
  fieldId,
  type PersonalField,
  type PersonalFormValues,
  type PersonalInput,
} from './personalForm.ts';
import { SalutationField } from './SalutationField.tsx';

export interface PersonalDataFormProps {
  step: FormStep<PersonalFormValues, PersonalInput>;
  /**
   * An existing customer's verified identity: shown instead of its fields, which keep these
   * values (the customer details' read-only rules).
   */
  verified?: VerifiedPerson | undefined;
}

/** The fields of the personal data step; what happens on submit is the step's business. */
export function PersonalDataForm({ step, verified }: PersonalDataFormProps) {
  const t = useText();
  const { register, formState } = step.form;
  // Typed names and addresses are no words of a dictionary.
  const text = (field: Exclude<PersonalField, `birthDate.${string}`>) => ({
    id: fieldId(field),
    error: step.message(field),
    spellCheck: false,
    ...register(field),
  });
  const birthErrors = formState.errors.birthDate;

  return (
    <StepForm
      step={step}
      submitLabel={t('personalData:submit')}
      unavailableTexts="personalData:unavailable"
      className="personal-form"
    >
      <PageSection heading={t('personalData:sections.person')}>
        <div className="personal-stack">
          {verified ? (
            <LockedIdentity
              person={verified}
              howToChange="personalData:locked.howToChange"
              hotline={brand.hotline}
            />
          ) : (
            <>
              <p className="personal-intro">{t('personalData:intro')}</p>
              <SalutationField register={register} message={step.message('salutation')} />
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
              <DatePartsField
                name="birthDate"
                id={fieldId('birthDate')}
                legend={t('personalData:birthDate.legend')}
                hint={t('personalData:birthDate.hint')}
                register={register}
                message={
                  step.message('birthDate.day') ??
                  step.message('birthDate.month') ??
                  step.message('birthDate.year')
                }
                invalid={(part) => Boolean(birthErrors?.[part])}
                autoComplete="bday"
              />
            </>
          )}
        </div>
      </PageSection>

      <ContactSection field={text} />
      <AddressSection field={text} />
    </StepForm>
  );
}
