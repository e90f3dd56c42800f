import { useText } from '../../../i18n/react.tsx';
import { PageSection } from '../../../ui/PageSection.tsx';
import { TextInput } from '../../../ui/TextInput.tsx';
import { dateErrors } from '../../step/dateErrors.ts';
import { DatePartsField } from '../../step/DatePartsField.tsx';
import { RadioField } from '../../step/RadioField.tsx';
import { StepForm } from '../../step/StepForm.tsx';
import type { StepFields } from '../../step/formStep.ts';
import { useStepValues } from '../../step/useStepValues.ts';
import { documentTypes, idFieldId, type IdFormValues } from './idForm.ts';
import { NationalityField } from './NationalityField.tsx';
import type { NationalitiesState } from './useNationalities.ts';

export interface IdDataFormProps {
  step: StepFields<IdFormValues>;
  nationalities: NationalitiesState;
  onRetryNationalities: () => void;
}

/** The fields of the ID data step; what happens on submit is the step's business. */
export function IdDataForm({ step, nationalities, onRetryNationalities }: IdDataFormProps) {
  const t = useText();
  const [nationality] = useStepValues(step, ['nationality']);
  return (
    <StepForm step={step} submitLabel={t('idData:submit')}>
      <PageSection heading={t('idData:sections.document')}>
        <div className="personal-stack">
          <p className="personal-intro">{t('idData:intro')}</p>
          <NationalityField
            value={nationality}
            onChange={(code) => step.setValue('nationality', code)}
            message={step.message('nationality')}
            required={step.required('nationality')}
            nationalities={nationalities}
            onRetry={onRetryNationalities}
          />
          <RadioField
            step={step}
            name="documentType"
            legend={t('idData:documentType.legend')}
            // Each with a line on who holds it.
            choices={documentTypes.map((type) => ({
              value: type,
              label: t(`idData:documentType.${type}.label`),
              hint: t(`idData:documentType.${type}.hint`),
            }))}
          />
          <TextInput
            label={t('idData:documentNumber.label')}
            description={t('idData:documentNumber.hint')}
            autoComplete="off"
            autoCapitalize="characters"
            {...step.field('documentNumber')}
          />
          <TextInput
            label={t('idData:issuingAuthority.label')}
            description={t('idData:issuingAuthority.hint')}
            {...step.field('issuingAuthority')}
          />
          <DatePartsField
            name="expiryDate"
            id={idFieldId('expiryDate')}
            legend={t('idData:expiryDate.legend')}
            hint={t('idData:expiryDate.hint')}
            register={step.registration}
            {...dateErrors(step, 'expiryDate')}
          />
        </div>
      </PageSection>
    </StepForm>
  );
}
