import type { FieldValues } from 'react-hook-form';
import type { TextGroup } from '../../i18n/keys.ts';
import { useText } from '../../i18n/react.tsx';
import { PageSection } from '../../ui/PageSection.tsx';
import { TextInput } from '../../ui/TextInput.tsx';
import type { StepField } from './formStep.ts';

export interface EmailSectionProps<V extends FieldValues> {
  heading: string;
  /** `ns:path` of the field's `label` and `hint`. */
  texts: TextGroup<'label' | 'hint'>;
  field: StepField<V>;
}

/** The section of a declaration form asking where its receipt is sent. */
export function EmailSection<V extends FieldValues>({
  heading,
  texts,
  field,
}: EmailSectionProps<V>) {
  const t = useText();
  return (
    <PageSection heading={heading}>
      <TextInput
        type="email"
        label={t(`${texts}.label`)}
        description={t(`${texts}.hint`)}
        autoComplete="email"
        {...field}
      />
    </PageSection>
  );
}
