import { TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import type { IdDocument } from '../../../api/contract/identity.ts';
import { useText } from '../../../i18n/react.tsx';
import { Button } from '../../../ui/Button.tsx';
import { ButtonGroup } from '../../../ui/ButtonGroup.tsx';
import { PageSection } from '../../../ui/PageSection.tsx';
import { DocumentTypeField } from './DocumentTypeField.tsx';
import { ExpiryDateField } from './ExpiryDateField.tsx';
import { idFieldId, type IdField, type IdFormValues } from './idForm.ts';
import { NationalityField } from './NationalityField.tsx';
import type { NationalitiesState } from './useNationalities.ts';

export interface IdDataFormProps {
  register: UseFormRegister<IdFormValues>;
  control: Control<IdFormValues, unknown, IdDocument>;
  errors: FieldErrors<IdFormValues>;
  nationalities: NationalitiesState;
  onRetryNationalities: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitting: boolean;
}

/** The fields of the ID data step; what happens on submit is the screen's business. */
export function IdDataForm({
  register,
  control,
  errors,
  nationalities,
  onRetryNationalities,
  onSubmit,
  submitting,
}: IdDataFormProps) {
  const t = useText();
  // Document numbers and authorities are no words of a dictionary.
  const text = (field: IdField) => {
    const key = errors[field]?.message;
    return {
      id: idFieldId(field),
      error: key ? t(key) : undefined,
      spellCheck: false,
      ...register(field),
    };
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <PageSection heading={t('idData:sections.document')}>
        <div className="personal-stack">
          <p className="personal-intro">{t('idData:intro')}</p>
          <NationalityField
            control={control}
            nationalities={nationalities}
            onRetry={onRetryNationalities}
          />
          <DocumentTypeField register={register} error={errors.documentType} />
          <TextInput
            label={t('idData:documentNumber.label')}
            description={t('idData:documentNumber.hint')}
            autoComplete="off"
            autoCapitalize="characters"
            required
            {...text('documentNumber')}
          />
          <TextInput
            label={t('idData:issuingAuthority.label')}
            description={t('idData:issuingAuthority.hint')}
            required
            {...text('issuingAuthority')}
          />
          <ExpiryDateField control={control} />
        </div>
      </PageSection>
      <ButtonGroup align="end">
        <Button type="submit" loading={submitting}>
          {t('idData:submit')}
        </Button>
      </ButtonGroup>
    </form>
  );
}
