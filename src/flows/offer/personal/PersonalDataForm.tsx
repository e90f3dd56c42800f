import { brand } from 'virtual:brand';
import { salutations } from '../../../api/contract/personal.ts';
import { useText } from '../../../i18n/react.tsx';
import { PageSection } from '../../../ui/PageSection.tsx';
import { AddressSection, ContactSection } from '../../personal/ContactAddressSections.tsx';
import { LockedIdentity, type VerifiedPerson } from '../../personal/LockedIdentity.tsx';
import { PersonFields } from '../../step/PersonFields.tsx';
import { RadioField } from '../../step/RadioField.tsx';
import { StepForm } from '../../step/StepForm.tsx';
import type { StepFields } from '../../step/formStep.ts';
import { fieldId, type PersonalFormValues } from './personalForm.ts';

export interface PersonalDataFormProps {
  step: StepFields<PersonalFormValues>;
  /**
   * An existing customer's verified identity: shown instead of its fields, which keep these
   * values (the customer details' read-only rules).
   */
  verified?: VerifiedPerson | undefined;
}

/** The fields of the personal data step; what happens on submit is the step's business. */
export function PersonalDataForm({ step, verified }: PersonalDataFormProps) {
  const t = useText();
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
              <RadioField
                step={step}
                name="salutation"
                legend={t('personalData:salutation.legend')}
                choices={salutations.map((value) => ({
                  value,
                  label: t(`personalData:salutation.${value}`),
                }))}
                inline
              />
              <PersonFields
                step={step}
                id={fieldId}
                texts={{
                  givenNames: {
                    label: t('personalData:givenNames.label'),
                    hint: t('personalData:givenNames.hint'),
                  },
                  familyName: {
                    label: t('personalData:familyName.label'),
                    hint: t('personalData:familyName.hint'),
                  },
                  birthDate: {
                    label: t('personalData:birthDate.legend'),
                    hint: t('personalData:birthDate.hint'),
                  },
                }}
              />
            </>
          )}
        </div>
      </PageSection>

      <ContactSection field={step.field} />
      <AddressSection field={step.field} />
    </StepForm>
  );
}
