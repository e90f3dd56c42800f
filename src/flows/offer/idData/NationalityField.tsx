import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { useController, type Control } from 'react-hook-form';
import type { IdDocument } from '../../../api/contract/identity.ts';
import { useLocale, useText } from '../../../i18n/react.tsx';
import { Button } from '../../../ui/Button.tsx';
import { SectionStatus } from '../../../ui/SectionStatus.tsx';
import { idFieldId, type IdFormValues } from './idForm.ts';
import { nationalityOptions } from './nationalityOptions.ts';
import type { NationalitiesState } from './useNationalities.ts';

export interface NationalityFieldProps {
  control: Control<IdFormValues, unknown, IdDocument>;
  /** The field's message, translated. */
  message: string | undefined;
  nationalities: NationalitiesState;
  onRetry: () => void;
}

/**
 * A searchable list of the brand's nationalities. Without the list the field says so
 * and offers a retry; its button then takes the field's id, so the summary leads there.
 */
export function NationalityField({
  control,
  message,
  nationalities,
  onRetry,
}: NationalityFieldProps) {
  const t = useText();
  const locale = useLocale();
  const {
    field: { name, value, onChange, onBlur, ref },
  } = useController({ control, name: 'nationality' });
  const options = useMemo(
    () => (nationalities.kind === 'loaded' ? nationalityOptions(nationalities.list, locale) : []),
    [nationalities, locale],
  );

  if (nationalities.kind === 'failed') {
    return (
      <SectionStatus
        headingLevel={3}
        headline={t('idData:nationality.failed.headline')}
        text={message ?? t('idData:nationality.failed.text')}
        buttons={
          <Button type="button" variant="secondary" id={idFieldId('nationality')} onClick={onRetry}>
            {t('idData:nationality.failed.retry')}
          </Button>
        }
      />
    );
  }

  return (
    <Select
      id={idFieldId('nationality')}
      label={t('idData:nationality.label')}
      description={t('idData:nationality.hint')}
      placeholder={nationalities.kind === 'loading' ? t('idData:nationality.loading') : undefined}
      data={options}
      searchable
      required
      disabled={nationalities.kind === 'loading'}
      nothingFoundMessage={t('idData:nationality.nothingFound')}
      error={message}
      name={name}
      ref={ref}
      value={value === '' ? null : value}
      onChange={(chosen) => onChange(chosen ?? '')}
      onBlur={onBlur}
    />
  );
}
